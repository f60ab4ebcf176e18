import type { SignInBlocks as Blocks } from '@common/admin/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  const titleId = useId();
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
    <section aria-labelledby={titleId} className="mt-6 max-w-3xl">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-stone-900">
        {t('audit.blocks.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('audit.blocks.intro')}</p>
      <div className="mt-3 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {blocks.isPending && <p role="status">{t('common.loading')}</p>}
        {blocks.error && <Alert tone="error">{t('common.loadError', { message: blocks.error.message })}</Alert>}
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
        open={asking !== null}
        title={asking ? t('audit.blocks.confirmTitle', { what: what(asking) }) : ''}
        confirmLabel={t('audit.blocks.confirm')}
        cancelLabel={t('audit.blocks.cancel')}
        danger={false}
        pending={lift.isPending}
        pendingLabel={t('audit.blocks.lifting')}
        error={lift.error?.message}
        onConfirm={() => asking && lift.mutate(asking)}
        onCancel={() => setAsking(null)}
        returnFocusTo={() => (lifted.current ? heading.current : undefined)}
      >
        <p>{t('audit.blocks.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
