import type { ContactStatus, InboxList, InboxSummary, StaffRef } from '@common/admin/contact';
import type { Translate } from '../../i18n/translate';
import { showingPlace } from '../../lib/list-place';

/** Status pills: dark text on light colours (contrast at least 4.5:1). */
export const STATUS_CLASS: Record<ContactStatus, string> = {
  new: 'bg-sky-100 text-sky-950',
  in_progress: 'bg-amber-100 text-amber-950',
  answered: 'bg-green-100 text-green-900',
  spam: 'bg-red-100 text-red-900',
  archived: 'bg-stone-200 text-stone-800',
};

/** The people a message can be given to, as choices of a list (SelectField). */
export const peopleOptions = (people: readonly StaffRef[]) =>
  people.map((person) => ({ value: String(person.id), label: person.name }));

/** "Showing 51 to 100 of 1,234 messages" as the server counted it (lib/list-place.ts, docs/decisions/054). */
export const showingText = (t: Translate, answer: Pick<InboxList, 'messages' | 'total' | 'more' | 'from'>): string =>
  showingPlace(t, 'inbox', { ...answer, shown: answer.messages.length });

/** "To: AK Images", or "To: the group" for a message sent from the group's own pages (docs/decisions/084). */
export const addressedTo = (t: Translate, message: Pick<InboxSummary, 'toCompany'>): string =>
  message.toCompany ? t('inbox.to', { name: message.toCompany.name }) : t('inbox.toGroup');
