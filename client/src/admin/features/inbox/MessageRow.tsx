import type { InboxSummary } from '@common/admin/contact';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { addressedTo, STATUS_CLASS } from './format';

/**
 * One message: a box to select it (named after the sender and the inquiry type, so a screen reader says
 * which message it selects), the sender's name linking to it; unread ones are bold and say so in words too.
 */
export function MessageRow({
  message,
  selected,
  onSelect,
}: {
  message: InboxSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const type = t(`inbox.types.${message.type}`);
  return (
    <li data-testid="inbox-message" className={cn('flex gap-3 p-3 sm:p-4', message.unread && 'bg-sky-50')}>
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('inbox.bulk.selectOne', { name: message.name, type })}
        className="mt-0.5 h-6 w-6 shrink-0 accent-primary"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link
            href={`/${message.id}`}
            className={cn(
              'break-words text-primary-dark underline-offset-4 hover:underline',
              message.unread ? 'font-bold' : 'font-medium',
            )}
          >
            {message.unread && <span className="sr-only">{t('kit.labelOnly', { label: t('inbox.unread') })} </span>}
            {message.name}
          </Link>
          <span className="wrap-anywhere text-sm text-stone-700">{message.email}</span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASS[message.status])}>
            {t(`inbox.statuses.${message.status}`)}
          </span>
          {message.unread && (
            <span aria-hidden="true" className="rounded-full bg-sky-800 px-2 py-0.5 text-xs font-semibold text-white">
              {t('inbox.unread')}
            </span>
          )}
        </div>
        <p className={cn('mt-1 text-sm text-stone-800', message.unread && 'font-semibold')}>
          {addressedTo(t, message)} · {type}
          {message.company ? ` · ${message.company}` : ''}
        </p>
        {/* The visitor's own words, in whatever language they wrote: not the staff area's text. */}
        <p data-user-content className="mt-1 text-sm break-words text-stone-700">
          {message.excerpt}
        </p>
        <p className="mt-1 text-xs text-stone-600">
          {t('inbox.received', { date: formatDate(message.receivedAt) })} ·{' '}
          {message.assignee ? t('inbox.assignedTo', { name: message.assignee.name }) : t('inbox.unassigned')}
        </p>
      </div>
    </li>
  );
}
