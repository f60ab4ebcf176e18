import type { RecordRevisionDetail } from '@common/admin/revisions';
import type { AdminEntry } from '@common/entries/admin';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import { RecordHistory } from '../../components/record/RecordHistory';
import { useT } from '../../i18n';
import { fetchRevision, historyQuery } from './api';

/**
 * A record's saved versions, the kit's history: "Restore as draft" puts one in the editor's form (`onLoad`:
 * the editor's loadVersion), to be saved, or not, as a change.
 */
export function EntryHistory({
  kind,
  entry,
  onLoad,
}: {
  kind: EntryKind;
  entry: AdminEntry;
  onLoad: (version: RecordRevisionDetail) => Promise<void>;
}) {
  const t = useT();
  const fields = KINDS[kind].fields;
  return (
    <RecordHistory
      name={entry.label}
      query={historyQuery(kind, entry.id)}
      fetchVersion={(revision) => fetchRevision(kind, entry.id, revision.id)}
      onLoad={onLoad}
      fieldLabel={(field) => (Object.hasOwn(fields, field) ? t(`content.fields.${kind}.${field}`) : undefined)}
    />
  );
}
