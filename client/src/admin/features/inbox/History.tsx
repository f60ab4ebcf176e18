import type { InboxEvent } from '@common/admin/contact';
import { Section } from '../../components/Section';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';

type Named = { name?: string } | null | undefined;

/** What happened to the message, oldest first: notes, status and assignee changes, replies with their delivery. */
export function History({ events }: { events: InboxEvent[] }) {
  const t = useT();
  const formatDate = useFormatDate();
  const line = (event: InboxEvent): string => {
    const details = event.details ?? {};
    const actor = event.actor;
    switch (event.kind) {
      case 'status':
        return t('inbox.history.status', {
          actor,
          from: t(`inbox.statuses.${String(details.from)}`),
          to: t(`inbox.statuses.${String(details.to)}`),
        });
      case 'assignee': {
        const to = (details.to as Named)?.name;
        return to ? t('inbox.history.assignee', { actor, to }) : t('inbox.history.unassigned', { actor });
      }
      case 'reply':
        return t('inbox.history.reply', { actor, subject: String(details.subject ?? '') });
      default:
        return t('inbox.history.note', { actor });
    }
  };
  return (
    <Section title={t('inbox.history.title')}>
      {events.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('inbox.history.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {events.map((event) => (
            <li key={event.id} data-testid="history-event" className="rounded-md border border-stone-200 p-3">
              <p className="text-sm break-words text-stone-900">
                <span className="font-medium">{line(event)}</span>{' '}
                <span className="text-stone-600">· {formatDate(event.at)}</span>
              </p>
              {event.mailStatus && (
                <p className="mt-1 text-xs font-semibold text-stone-700">
                  {t(`inbox.history.mail.${event.mailStatus}`)}
                </p>
              )}
              {event.body && (
                <p className="mt-2 text-sm break-words whitespace-pre-wrap text-stone-800">{event.body}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
