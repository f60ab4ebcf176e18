import type { CreatedInvitation } from '@common/admin/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '../../components/Alert';
import { FieldFrame } from '../../components/FieldFrame';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

/**
 * An invitation just made or sent again: to whom its e-mail goes (or that it cannot go, without SMTP), and
 * its link, shown this once to copy in case the e-mail goes astray.
 */
export function InvitationLink({ invitation, title }: { invitation: CreatedInvitation; title: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const [copied, setCopied] = useState(false);
  const { email, link, expiresAt, mailConfigured } = invitation;
  return (
    <div className="mt-4 space-y-3">
      <Alert tone={mailConfigured ? 'success' : 'warning'} title={title}>
        <p>{t(mailConfigured ? 'staff.invite.mailed' : 'staff.invite.notMailed', { email })}</p>
        <p className="mt-1">{t('staff.invite.linkHelp', { time: formatDate(expiresAt) })}</p>
      </Alert>
      <FieldFrame label={t('staff.invite.linkLabel', { email })}>
        {(control) => (
          <input
            {...control}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-11 w-full rounded-md border border-stone-400 bg-stone-50 px-3 font-mono text-sm text-stone-900"
          />
        )}
      </FieldFrame>
      <Button
        variant="outline"
        onClick={async () => {
          await navigator.clipboard?.writeText(link).catch(() => {});
          setCopied(true);
        }}
      >
        {copied ? t('common.copied') : t('staff.invite.copy')}
      </Button>
    </div>
  );
}
