import { LIST_COUNT_CAP } from '@common/admin/list-cursor';
import type { Translate } from '../i18n/translate';

/** What a list read by cursor says of its page (the inbox, the subscriber list: docs/decisions/054, 059). */
export interface PlaceFigures {
  /** Rows on the page. */
  shown: number;
  total: number;
  more: boolean;
  from: number | null;
}

/**
 * "Showing 51 to 100 of 1,234 messages" as the server counted it: "more than 1,000" when it stopped
 * counting a search's matches, and no place when the page is past the first 1,000 (the server does not count
 * so far to say exactly where). `list` names the list's strings: its showing, showingMore, showingPast and
 * showingPastMore.
 */
export function showingPlace(t: Translate, list: 'inbox' | 'subscribers', answer: PlaceFigures): string {
  if (answer.from === null) {
    return answer.more
      ? t(`${list}.showingPastMore`, { count: answer.shown, cap: LIST_COUNT_CAP })
      : t(`${list}.showingPast`, { count: answer.shown, cap: LIST_COUNT_CAP, total: answer.total });
  }
  const range = { from: answer.from, to: answer.from + answer.shown - 1, total: answer.total };
  return answer.more ? t(`${list}.showingMore`, range) : t(`${list}.showing`, range);
}
