/**
 * Records: the one write path and the one history of every kind of record (docs/decisions/078). Content
 * kinds, news working copies, newsletter issues and images' alt text each declare a RecordStore; their
 * routes parse the shared schema and call `writeRecord`.
 */
export { differences, findRevision, keepRevision, latestRevision, listRevisions } from './history';
export { type RecordStore, type WriteContext, type Written, writeRecord } from './write';
