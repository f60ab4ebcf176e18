import { type ContactStatus, INBOX_COUNT_CAP, type InboxList } from '@common/admin/contact';
import type { Translate } from '../../i18n/translate';

/** Status pills: dark text on light colours (contrast at least 4.5:1). */
export const STATUS_CLASS: Record<ContactStatus, string> = {
  new: 'bg-sky-100 text-sky-950',
  in_progress: 'bg-amber-100 text-amber-950',
  answered: 'bg-green-100 text-green-900',
  spam: 'bg-red-100 text-red-900',
  archived: 'bg-stone-200 text-stone-800',
};

export const selectClass =
  'block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900';

/**
 * "Showing 51 to 100 of 1,234 messages" as the server counted it (docs/decisions/054): "more than 1,000"
 * when it stopped counting a search's matches, and no place when the page is past the first 1,000 (the
 * server does not count so far to say exactly where).
 */
export function showingText(t: Translate, answer: Pick<InboxList, 'messages' | 'total' | 'more' | 'from'>): string {
  const shown = answer.messages.length;
  if (answer.from === null) {
    return answer.more
      ? t('inbox.showingPastMore', { count: shown, cap: INBOX_COUNT_CAP })
      : t('inbox.showingPast', { count: shown, cap: INBOX_COUNT_CAP, total: answer.total });
  }
  const range = { from: answer.from, to: answer.from + shown - 1, total: answer.total };
  return answer.more ? t('inbox.showingMore', range) : t('inbox.showing', range);
}
