import type { RecordRevision, RecordRevisionDetail } from '@common/admin/revisions';
import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import type { EntryKind } from '@common/entries/kinds';
import type { RecordInput } from '@common/model/fields';
import { queryOptions } from '@tanstack/react-query';
import { del, get, post, put } from '../../api/client';

/** A record as a save answers it: with the colleague's version merged in, when there was one. */
export type SavedEntry = AdminEntry & { mergedWith?: number | null };

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
    queryFn: () => get<RecordRevision[]>(`/entries/${kind}/${id}/history`),
  });

/** One version of a record's history with what it held ("Restore as draft", and the base of a merge). */
export const fetchRevision = (kind: EntryKind, id: number, revision: number) =>
  get<RecordRevisionDetail>(`/entries/${kind}/${id}/history/${revision}`);

export const createEntry = (kind: EntryKind, input: RecordInput) => post<SavedEntry>(`/entries/${kind}`, input);
export const updateEntry = (kind: EntryKind, id: number, input: RecordInput) =>
  put<SavedEntry>(`/entries/${kind}/${id}`, input);
export const deleteEntry = (kind: EntryKind, id: number) => del<void>(`/entries/${kind}/${id}`);
export const orderEntries = (kind: EntryKind, ids: number[]) => put<AdminEntry[]>(`/entries/${kind}/order`, { ids });

/** Changes proposed for review (docs/decisions/090): a writer's submission, a reviewer's answer. */
export const proposeChange = (kind: EntryKind, id: number, input: RecordInput) =>
  post<AdminEntry>(`/entries/${kind}/${id}/proposal`, input);
export const approveChange = (kind: EntryKind, id: number) =>
  post<AdminEntry>(`/entries/${kind}/${id}/proposal/approve`);
export const returnChange = (kind: EntryKind, id: number, comment: string) =>
  post<AdminEntry>(`/entries/${kind}/${id}/proposal/return`, { comment });
