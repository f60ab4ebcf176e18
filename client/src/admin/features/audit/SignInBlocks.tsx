import type { SignInBlocks as Blocks } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { askingAbout, ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadState } from '../../components/LoadState';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { blocksQuery, liftAccountWait, liftAddressBlock } from './api';

type Block =
  | { kind: 'account'; account: Blocks['accounts'][number] }
  | { kind: 'address'; address: Blocks['addresses'][number] };

/**
 * The sign-in blocks in force (docs/decisions/013): accounts waiting after failed attempts, and client
 * addresses over their limit. An owner lifts one after a confirmation; the server records it in the log.
 */
export function SignInBlocks() {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const blocks = useQuery(blocksQuery);
  const [asking, setAsking] = useState<Block | null>(null);
  const [notice, setNotice] = useState('');
  // After a lift its row goes away: the focus goes to the section's heading instead of being lost.
  const heading = useRef<HTMLHeadingElement>(null);
  const lifted = useRef(false);
  // How a block is named in the list, and inside a sentence.
  const title = (block: Block) =>
    block.kind === 'account'
      ? t('audit.blocks.accountTitle', { name: block.account.name, email: block.account.email })
      : t('audit.blocks.addressTitle', { ip: block.address.ip });
  const what = (block: Block) =>
    block.kind === 'account'
      ? t('audit.blocks.accountWhat', { name: block.account.name })
      : t('audit.blocks.addressWhat', { ip: block.address.ip });
  const lift = useMutation<unknown, ApiError, Block>({
    mutationFn: (block) =>
      block.kind === 'account' ? liftAccountWait(block.account.id) : liftAddressBlock(block.address.ip),
    onSuccess: (_, block) => {
      lifted.current = true;
      setNotice(t('audit.blocks.lifted', { what: what(block) }));
      setAsking(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
  const ask = (block: Block) => {
    lifted.current = false;
    lift.reset();
    setNotice('');
    setAsking(block);
  };
  const rows: Block[] = [
    ...(blocks.data?.accounts.map((account) => ({ kind: 'account' as const, account })) ?? []),
    ...(blocks.data?.addresses.map((address) => ({ kind: 'address' as const, address })) ?? []),
  ];

  return (
    <Section
      title={t('audit.blocks.title')}
      intro={t('audit.blocks.intro')}
      headingRef={heading}
      className="mt-6 max-w-3xl"
    >
      <div className="mt-3 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoadState query={blocks} />
        {blocks.data && rows.length === 0 && <p className="text-stone-700">{t('audit.blocks.none')}</p>}
      </div>
      {rows.length > 0 && (
        <ul
          aria-label={t('audit.blocks.listLabel')}
          className="mt-3 divide-y divide-stone-200 rounded-md border border-stone-200"
        >
          {rows.map((block) => {
            const state = block.kind === 'account' ? block.account : block.address;
            return (
              <li
                key={block.kind === 'account' ? `a${block.account.id}` : `ip${block.address.ip}`}
                className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-stone-900">{title(block)}</p>
                  <p className="text-sm text-stone-700">
                    {t('audit.blocks.state', {
                      count: state.failures,
                      until: formatDate(state.lockedUntil),
                    })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('audit.blocks.liftLabel', { what: what(block) })}
                  onClick={() => ask(block)}
                >
                  {t('audit.blocks.lift')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        {...askingAbout(lift, asking, () => setAsking(null))}
        title={asking ? t('audit.blocks.confirmTitle', { what: what(asking) }) : ''}
        confirmLabel={t('audit.blocks.confirm')}
        cancelLabel={t('audit.blocks.cancel')}
        danger={false}
        pendingLabel={t('audit.blocks.lifting')}
        returnFocusTo={() => (lifted.current ? heading.current : undefined)}
      >
        <p>{t('audit.blocks.confirmText')}</p>
      </ConfirmDialog>
    </Section>
  );
}
