import type { AdminEntry, EntryDependents, EntryRevision } from '@common/entries/admin';
import type { RecordInput } from '@common/entries/fields';
import type { EntryKind } from '@common/entries/kinds';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../api/client';

export const entriesQuery = (kind: EntryKind) =>
  queryOptions({ queryKey: ['admin', 'entries', kind], queryFn: () => get<AdminEntry[]>(`/entries/${kind}`) });

export const entryQuery = (kind: EntryKind, id: number) =>
  queryOptions({
    queryKey: ['admin', 'entries', kind, id],
    queryFn: () => get<AdminEntry & { dependents: EntryDependents }>(`/entries/${kind}/${id}`),
  });

export const historyQuery = (kind: EntryKind, id: number) =>
  queryOptions({
    queryKey: ['admin', 'entries', kind, id, 'history'],
    queryFn: () => get<EntryRevision[]>(`/entries/${kind}/${id}/history`),
  });

export const createEntry = (kind: EntryKind, input: RecordInput) => post<AdminEntry>(`/entries/${kind}`, input);
export const updateEntry = (kind: EntryKind, id: number, input: RecordInput) =>
  put<AdminEntry>(`/entries/${kind}/${id}`, input);
export const deleteEntry = (kind: EntryKind, id: number) => del<void>(`/entries/${kind}/${id}`);
export const orderEntries = (kind: EntryKind, ids: number[]) => put<AdminEntry[]>(`/entries/${kind}/order`, { ids });
/** Restores a version over the one the editor shows (`updatedAt`: a newer save refuses it, 409). */
export const restoreRevision = (kind: EntryKind, id: number, revision: number, updatedAt: string) =>
  post<AdminEntry>(`/entries/${kind}/${id}/history/${revision}/restore`, { updatedAt });
