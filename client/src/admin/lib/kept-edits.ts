/*
 * Edits not saved yet, kept in this browser (docs/decisions/036). A content record (a company, a metric, a
 * story) goes live when it is saved, so what is typed cannot be saved as a draft on the server: the editor keeps
 * it here instead (localStorage), until it is saved or discarded, and offers it back when the same person
 * opens the same record again after a crash, a closed tab or a sign-out.
 *
 * One entry per staff member, screen and record: the key names the user id, so a colleague signed in on
 * the same browser is never offered (or shown) someone else's text. Entries older than `KEPT_FOR` are
 * dropped when an editor opens, so the store stays bounded. localStorage may be missing, refused (a
 * browser setting) or full: every call then does nothing and says so by its answer, and the editor works
 * as it did before edits were kept.
 */

/**
 * v2: the form of the one content model (docs/decisions/078) and the revision it began from. Entries of an
 * older shape are never offered (their form cannot be laid over today's); they are dropped like expired ones.
 */
const PREFIX = 'veb:kept-edits:v2:';
const OLDER = ['veb:kept-edits:v1:'];
/** How long unsaved edits are kept: a week covers a weekend and a day off. */
export const KEPT_FOR = 7 * 24 * 60 * 60 * 1000;

/** Whose edits, on which screen, of which record ('new' for one not created yet). */
export interface KeptPlace {
  userId: number;
  screen: string;
  record: number | 'new';
}

/** What is kept: the form as it was (with what the save says besides its fields), and the version it began from. */
export interface KeptEdits {
  form: Record<string, unknown>;
  /**
   * The record's revision the edits were made to (null for a record without a history yet, or a new one).
   * Restored after a colleague's save, the editor sends it back, so the server merges both people's edits
   * field by field instead of refusing (docs/decisions/078).
   */
  revision: number | null;
  /** When they were last written (ISO). */
  keptAt: string;
}

const keyOf = ({ userId, screen, record }: KeptPlace) => `${PREFIX}${userId}:${screen}:${record}`;

/** The browser's storage, or null where there is none; reading it throws where it is refused (callers catch). */
const storage = (): Storage | null => globalThis.localStorage ?? null;

function parse(text: string | null): KeptEdits | null {
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptEdits> | null;
    if (
      !kept ||
      typeof kept.form !== 'object' ||
      kept.form === null ||
      !(kept.revision === null || Number.isInteger(kept.revision)) ||
      typeof kept.keptAt !== 'string' ||
      Number.isNaN(Date.parse(kept.keptAt))
    )
      return null;
    return { form: kept.form, revision: kept.revision ?? null, keptAt: kept.keptAt };
  } catch {
    return null;
  }
}

const expired = (kept: KeptEdits, now: number) => now - Date.parse(kept.keptAt) > KEPT_FOR;

/** Writes the edits (replacing what was kept there); false when the browser refused (full, or no storage). */
export function keepEdits(place: KeptPlace, edits: Omit<KeptEdits, 'keptAt'>, now = new Date()): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(keyOf(place), JSON.stringify({ ...edits, keptAt: now.toISOString() }));
    return true;
  } catch {
    // QuotaExceededError, or storage turned off while the page was open.
    return false;
  }
}

/** The edits kept for this place, unless none, unreadable or expired (those two are removed). */
export function keptEdits(place: KeptPlace, now = Date.now()): KeptEdits | null {
  try {
    const store = storage();
    const text = store?.getItem(keyOf(place)) ?? null;
    const kept = parse(text);
    if (text !== null && (!kept || expired(kept, now))) store?.removeItem(keyOf(place));
    return kept && !expired(kept, now) ? kept : null;
  } catch {
    return null;
  }
}

/** Removes the edits kept for this place (saved, or discarded). */
export function forgetEdits(place: KeptPlace): void {
  try {
    storage()?.removeItem(keyOf(place));
  } catch {
    // Nothing kept can be reached either.
  }
}

/** Drops every kept entry (of any staff member) older than `KEPT_FOR`, unreadable, or of an older shape. */
export function dropExpiredEdits(now = Date.now()): void {
  try {
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX) || OLDER.some((prefix) => key?.startsWith(prefix))) keys.push(key as string);
    }
    for (const key of keys) {
      const kept = key.startsWith(PREFIX) ? parse(store.getItem(key)) : null;
      if (!kept || expired(kept, now)) store.removeItem(key);
    }
  } catch {
    // Storage refused: nothing to drop.
  }
}
