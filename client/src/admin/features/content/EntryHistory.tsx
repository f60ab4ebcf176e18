import type { AdminEntry } from '@common/entries/admin';
import type { EntryKind } from '@common/entries/kinds';
import { useQueryClient } from '@tanstack/react-query';
import { RecordHistory } from '../../components/record/RecordHistory';
import { entriesQuery, entryQuery, historyQuery, restoreRevision } from './api';

/**
 * A record's saved versions, the kit's history panel: restoring one saves it as a new version, then the
 * editor starts again from it (its query is read again; the editor is keyed by the record's version).
 */
export function EntryHistory({
  kind,
  entry,
  onNotice,
}: {
  kind: EntryKind;
  entry: AdminEntry;
  onNotice: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <RecordHistory
      name={entry.label}
      updatedAt={entry.updatedAt}
      query={historyQuery(kind, entry.id)}
      restore={(revision, updatedAt) => restoreRevision(kind, entry.id, revision.id, updatedAt)}
      onRestored={(_saved, notice) => {
        onNotice(notice);
        void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
        void queryClient.invalidateQueries({ queryKey: entryQuery(kind, entry.id).queryKey });
      }}
    />
  );
}
