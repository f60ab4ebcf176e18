import type { MailStatus, OutboxFilter, OutboxMail } from '@common/admin/outbox';
import { Button } from '@/components/ui/button';
import { DataTable } from '../../components/DataTable';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { MailContent } from './MailContent';

const STATUS_CLASS: Record<MailStatus, string> = {
  queued: 'bg-amber-100 text-amber-950',
  sending: 'bg-sky-100 text-sky-950',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** The time that matters in each tab: the next attempt, when it was sent or cancelled, or when attempts stopped. */
const whenOf = (filter: OutboxFilter, mail: OutboxMail) =>
  filter === 'sent'
    ? mail.sentAt
    : filter === 'failed'
      ? mail.giveUpAt
      : filter === 'cancelled'
        ? mail.cancelledAt
        : mail.nextAttemptAt;

/**
 * One tab's mails (or the words for none). A wide table scrolls in its own region on a phone; the error is
 * shown in full (it is what an owner needs to fix the mail server's settings).
 */
export function OutboxTable({
  filter,
  mails,
  retrying,
  onRetry,
}: {
  filter: OutboxFilter;
  mails: OutboxMail[];
  retrying: number | undefined;
  onRetry: (mail: OutboxMail) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <DataTable
      caption={t(`outbox.table.caption.${filter}`)}
      minWidth="48rem"
      empty={t(`outbox.none.${filter}`)}
      rows={mails}
      rowKey={(mail) => mail.id}
      columns={[
        {
          key: 'mail',
          header: t('outbox.table.mail'),
          rowHeader: true,
          className: 'max-w-sm font-normal',
          cell: (mail) => (
            <>
              <span className="block font-medium wrap-anywhere text-stone-900">{mail.to}</span>
              <span className="block break-words text-stone-800">{mail.subject}</span>
              <span className="block text-xs text-stone-600">{t(`outbox.kinds.${mail.kind}`)}</span>
              <MailContent mail={mail} />
            </>
          ),
        },
        {
          key: 'status',
          header: t('outbox.table.status'),
          cell: (mail) => (
            <>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[mail.status]}`}>
                {t(`outbox.statuses.${mail.status}`)}
              </span>
              <span className="mt-1 block text-xs text-stone-700">
                {t('outbox.attempts', { count: mail.attempts })}
              </span>
            </>
          ),
        },
        {
          key: 'dates',
          header: t('outbox.table.dates'),
          className: 'whitespace-nowrap',
          cell: (mail) => (
            <>
              <span className="block">{t('outbox.created', { at: formatDate(mail.createdAt) })}</span>
              <span className="block">{t(`outbox.when.${filter}`, { at: formatDate(whenOf(filter, mail)) })}</span>
            </>
          ),
        },
        {
          key: 'error',
          header: t('outbox.table.error'),
          className: 'max-w-xs break-words text-stone-800',
          cell: (mail) => (mail.lastError ? <code className="text-xs">{mail.lastError}</code> : t('outbox.noError')),
        },
        filter === 'failed' && {
          key: 'actions',
          header: t('outbox.table.actions'),
          cell: (mail) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('outbox.retryLabel', { to: mail.to })}
              disabled={retrying !== undefined}
              onClick={() => onRetry(mail)}
            >
              {retrying === mail.id ? t('outbox.retrying') : t('outbox.retry')}
            </Button>
          ),
        },
      ]}
    />
  );
}
