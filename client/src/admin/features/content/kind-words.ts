import type { EntryKind } from '@common/entries/kinds';
import { useT } from '../../i18n';

/**
 * A kind's own phrases in the staff member's language (content.kinds.<kind>): each is written whole per
 * language, never a name glued to an article ("Add an office", "Ajouter un bureau", "Ongeza ofisi").
 */
export function useKindWords(kind: EntryKind) {
  const t = useT();
  const key = (phrase: string) => `content.kinds.${kind}.${phrase}`;
  return {
    /** The kind's records, as a title ("Offices"). */
    name: t(key('name')),
    /** One record, as a noun beside a name ("office"). */
    one: t(key('one')),
    intro: t(key('intro')),
    add: t(key('add')),
    new: t(key('new')),
    edit: (name: string) => t(key('edit'), { name }),
    created: t(key('created')),
    deleted: (name: string) => t(key('deleted'), { name }),
  };
}
