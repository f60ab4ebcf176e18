/** The channel the content tables' trigger NOTIFYs on (migration 0001); the payload is the table's name. */
export const CONTENT_CHANNEL = 'content_changed';

export type ContentListener = (table: string) => void;

/** A PostgreSQL listening connection going away and coming back, so caches can stand aside meanwhile. */
export interface NotificationStatus {
  onLost(): void;
  onRestored(): void;
}
