import { useEffect, useRef, useState } from 'react';
import {
  dropExpiredEdits,
  forgetEdits,
  type KeptEdits,
  type KeptPlace,
  keepEdits,
  keptEdits,
} from '../../lib/kept-edits';
import { type RecordForm, restoredForm } from './record-form';

/** Typing is written this long after the last change (and at once when the tab closes or the editor goes). */
const KEEP_AFTER_MS = 1000;

/**
 * Keeps a record editor's unsaved form in this browser (lib/kept-edits.ts) and offers it back on opening.
 * `place` null (no signed-in user yet) keeps nothing. While an offer found on opening is not answered,
 * nothing is written, so typing meanwhile never replaces what was kept; the leave guard still covers it.
 * After the person has changed something, a form back as it was opened removes what was kept.
 */
export function useKeptEdits({
  place,
  initial,
  form,
  revision,
}: {
  place: KeptPlace | null;
  initial: RecordForm;
  form: RecordForm;
  /** The revision the form's edits began from (the record's, or that of kept edits restored). */
  revision: number | null | undefined;
}) {
  const placeKey = place && `${place.userId}:${place.screen}:${place.record}`;
  const placeNow = useRef(place);
  placeNow.current = place;
  const [offer, setOffer] = useState<KeptEdits | null>(null);
  const [decision, setDecision] = useState<'restored' | 'discarded' | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);

  // On opening: drop what is too old, and offer what this person kept here, unless it would change nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per person and record, against the form as opened.
  useEffect(() => {
    const here = placeKey ? placeNow.current : null;
    if (!here) return;
    dropExpiredEdits();
    const found = keptEdits(here);
    if (!found) return;
    if (JSON.stringify(restoredForm(initial, found.form)) === JSON.stringify(initial)) forgetEdits(here);
    else setOffer(found);
  }, [placeKey]);

  // What waits to be written, and whether this sitting changed anything (a form back as opened then forgets).
  const waiting = useRef<Omit<KeptEdits, 'keptAt'> | null>(null);
  const changed = useRef(false);
  const writeNow = useRef(() => {
    const here = placeNow.current;
    if (here && waiting.current) keepEdits(here, waiting.current);
    waiting.current = null;
  }).current;

  useEffect(() => {
    const here = placeKey ? placeNow.current : null;
    if (!here || offer) return;
    if (!dirty) {
      waiting.current = null;
      if (changed.current) forgetEdits(here);
      changed.current = false;
      return;
    }
    changed.current = true;
    waiting.current = { form: form as unknown as Record<string, unknown>, revision: revision ?? null };
    const timer = setTimeout(writeNow, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [placeKey, offer, dirty, form, revision, writeNow]);

  // The last keystrokes before the tab closes, or before the editor is left, are not lost to the wait.
  useEffect(() => {
    addEventListener('pagehide', writeNow);
    return () => {
      removeEventListener('pagehide', writeNow);
      writeNow();
    };
  }, [writeNow]);

  /** Saved, discarded, or replaced by the saved version: nothing is kept any more. */
  const forget = () => {
    waiting.current = null;
    changed.current = false;
    if (placeNow.current) forgetEdits(placeNow.current);
  };
  return {
    /** Edits kept from before, found on opening and not yet restored or discarded. */
    offer,
    decision,
    /** Hands the kept edits over (the editor fills its form with them); they stay kept until saved. */
    restore: () => {
      const kept = offer;
      setOffer(null);
      setDecision('restored');
      return kept;
    },
    discard: () => {
      forget();
      setOffer(null);
      setDecision('discarded');
    },
    forget,
  };
}
