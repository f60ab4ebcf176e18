import type { MailStatus, OutboxFilter, OutboxMail } from '@common/admin/outbox';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

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
 * One tab's mails. A wide table scrolls in its own region on a phone; the error is shown in full (it is
 * what an owner needs to fix the mail server's settings).
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
  const captionId = useId();
  const columns = ['mail', 'status', 'dates', 'error'] as const;
  return (
    <section
      aria-labelledby={captionId}
      // The keyboard reaches the region to scroll it (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border border-stone-200"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t(`outbox.table.caption.${filter}`)}
        </caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`outbox.table.${column}`)}
              </th>
            ))}
            {filter === 'failed' && (
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('outbox.table.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {mails.map((mail) => (
            <tr key={mail.id} className="align-top">
              <th scope="row" className="max-w-sm px-3 py-2 text-left font-normal">
                <span className="block font-medium wrap-anywhere text-stone-900">{mail.to}</span>
                <span className="block break-words text-stone-800">{mail.subject}</span>
                <span className="block text-xs text-stone-600">{t(`outbox.kinds.${mail.kind}`)}</span>
              </th>
              <td className="px-3 py-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[mail.status]}`}>
                  {t(`outbox.statuses.${mail.status}`)}
                </span>
                <span className="mt-1 block text-xs text-stone-700">
                  {t('outbox.attempts', { count: mail.attempts })}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span className="block">{t('outbox.created', { at: formatDate(mail.createdAt) })}</span>
                <span className="block">{t(`outbox.when.${filter}`, { at: formatDate(whenOf(filter, mail)) })}</span>
              </td>
              <td className="max-w-xs px-3 py-2 break-words text-stone-800">
                {mail.lastError ? <code className="text-xs">{mail.lastError}</code> : t('outbox.noError')}
              </td>
              {filter === 'failed' && (
                <td className="px-3 py-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('outbox.retryLabel', { to: mail.to })}
                    disabled={retrying !== undefined}
                    onClick={() => onRetry(mail)}
                  >
                    {retrying === mail.id ? t('outbox.retrying') : t('outbox.retry')}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
