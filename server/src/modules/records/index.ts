/**
 * Records: the one write path and the one history of every kind of record (docs/decisions/078). Content
 * kinds, news working copies, newsletter issues and images' alt text each declare a RecordStore; their
 * routes parse the shared schema and call `writeRecord`.
 */
export {
  differences,
  findRevision,
  historyRows,
  keepRevision,
  latestRevision,
  listRevisions,
  shownRevision,
} from './history';
export { nextState, type RecordStore, sameState, type WriteContext, type Written, writeRecord } from './write';
