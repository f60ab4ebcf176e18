import type { ImageValue } from '@common/admin/media';
import { type AdminArticle, articleSaveSchema } from '@common/admin/news';
import { LOCALES } from '@common/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../api/client';
import type { Opened, RecordForm } from '../../components/record/record-form';
import { schemaErrors } from '../../components/translation/errors';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { type SaveProblem, saveProblemOf, useSaveRetry } from '../../lib/save-retry';
import { articleQuery, categoriesQuery, createArticle, historyQuery, newsKey, saveDraft } from './api';
import { articleOpened, saveInputOf, withSavedFields } from './form';

/** How long the editor waits after the last change before saving the working copy by itself. */
const AUTOSAVE_MS = 3000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' }
  /** Not saved yet, and saved by itself as soon as it can be: the connection or the session is back. */
  | { kind: 'waiting'; problem: SaveProblem; failures: number };

/** Slugs the server made from the titles, shown in the form (without counting as a change). */
const withSlugs = (form: RecordForm, saved: AdminArticle): RecordForm => ({
  ...form,
  words: Object.fromEntries(
    LOCALES.map((locale) => {
      const words = form.words[locale];
      const slug = saved.words[locale]?.slug;
      return [locale, !words.slug?.trim() && slug ? { ...words, slug } : words];
    }),
  ) as RecordForm['words'],
});

/** After a save: what was sent is the article now; confirmations, choices of source and a restore are done. */
const settled = (form: RecordForm): RecordForm => ({ ...form, from: {}, reviewed: [], restoredFrom: null });

/**
 * Saving an article's working copy (docs/decisions/019, 078): by hand, and by itself a few seconds after the
 * last change (`autosave`, one history version and one audit line per sitting: `editSession`), always after
 * the save under way, with what the form holds when it runs. A save is made to the version the form was
 * opened at (`revision`), so a colleague's save in between is merged by the server; a field both changed
 * answers 409 (`onConflict`). A save that cannot go through (offline, server away, signed out) waits and is
 * tried again by itself; leaving with changes not saved asks first, and hiding the tab saves at once.
 */
export function useArticleSave({
  article,
  form,
  setForm,
  opened,
  setOpened,
  onCreated,
  onRefused,
  onConflict,
  imagesFor,
  onTaken,
}: {
  article: AdminArticle | undefined;
  form: RecordForm;
  setForm: (change: (form: RecordForm) => RecordForm) => void;
  opened: Opened;
  setOpened: (opened: Opened) => void;
  onCreated: (id: number) => void;
  /** A save refused for its content (the server's field errors), after an explicit save or an autosave. */
  onRefused: (error: ApiError, autosave: boolean) => void;
  onConflict: (detail: Record<string, unknown>) => void;
  /** The images of the media library these ids name (a colleague's image, merged in). */
  imagesFor: (values: Record<string, unknown>, forms: RecordForm[]) => Promise<ReadonlyMap<number, ImageValue>>;
  /** Fields of a colleague's save merged in by the server were put in the form ('words.fr.contentHtml'). */
  onTaken: (paths: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [server, setServer] = useState(article);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const snapshot = JSON.stringify(saveInputOf(form, opened));
  // A new article starts with nothing to lose: only a change makes it unsaved.
  const [baseline, setBaseline] = useState(snapshot);
  const dirty = snapshot !== baseline;
  // A save refused (bad input, or a colleague's change to the same field) is not tried again until something changes.
  const [refused, setRefused] = useState<string | null>(null);
  const [editSession] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const latest = useRef({ form, opened, snapshot, server, baseline });
  latest.current = { form, opened, snapshot, server, baseline };
  const queue = useRef<Promise<AdminArticle | null>>(Promise.resolve(null));
  const waitingAutosave = useRef(true);
  const failures = useRef(0);

  async function persist(autosave: boolean): Promise<AdminArticle | null> {
    const { form: sent, opened: base, snapshot: sentSnapshot, server: current } = latest.current;
    const input = { ...saveInputOf(sent, base), autosave, editSession };
    setSaveState({ kind: 'saving' });
    try {
      const saved = current ? await saveDraft(current.id, input) : await createArticle(input);
      if (!current) {
        onCreated(saved.id);
        // The editor stays; only its address becomes the article's (what is typed meanwhile is still here).
        leaveWithoutAsking(() => navigate(`/${saved.id}`, { replace: true }));
      }
      queryClient.setQueryData(articleQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: historyQuery(saved.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
      const sentImage = (sent.values.imageId as ImageValue | null) ?? null;
      const imageId = saved.values.imageId;
      // The saved article's image: the one sent, or a colleague's merged in (the media library's).
      const image =
        imageId === null
          ? null
          : sentImage?.id === imageId
            ? sentImage
            : ((await imagesFor({ imageId }, [sent, base.form])).get(imageId) ?? null);
      const stored = articleOpened(saved, image);
      // The form as sent is the saved article, with what the server merged in of a colleague's save: later
      // typing stays a change to it.
      const merged = withSavedFields(sent, sent, base, stored);
      const savedForm = settled(withSlugs(merged.form, saved));
      const now = { ...stored, form: savedForm };
      setServer(saved);
      setOpened(now);
      setBaseline(JSON.stringify(saveInputOf(savedForm, now)));
      setForm((f) => settled(withSlugs(withSavedFields(f, sent, base, stored).form, saved)));
      if (merged.taken.length > 0) onTaken(merged.taken);
      setRefused(null);
      failures.current = 0;
      setSaveState({ kind: 'saved', at: new Date().toISOString() });
      return saved;
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(0, String(error));
      const waiting = saveProblemOf(problem);
      if (waiting) {
        // Nothing is refused: the same save goes through once the connection or the session is back.
        waitingAutosave.current = autosave;
        failures.current += 1;
        setSaveState({ kind: 'waiting', problem: waiting, failures: failures.current });
        return null;
      }
      setRefused(sentSnapshot);
      setSaveState({ kind: 'failed' });
      if (problem.status === 409 && problem.code === 'entries.conflict' && problem.detail) onConflict(problem.detail);
      else onRefused(problem, autosave);
      return null;
    }
  }

  /** Saves now (after any save under way); resolves with the saved article, or null when refused. */
  const flush = (autosave = false) => {
    queue.current = queue.current.then(() =>
      latest.current.snapshot === latest.current.baseline && latest.current.server
        ? latest.current.server
        : persist(autosave),
    );
    return queue.current;
  };
  const valid = () => Object.keys(schemaErrors(articleSaveSchema, JSON.parse(latest.current.snapshot))).length === 0;

  // Autosave: a few seconds after the last change, once the form would be accepted (docs/decisions/019).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what would be saved changes.
  useEffect(() => {
    if (!dirty || saveState.kind === 'saving' || saveState.kind === 'waiting' || refused === snapshot) return;
    if (!valid()) return;
    const timer = setTimeout(() => void flush(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [snapshot, dirty, saveState.kind, refused]);

  // A save that could not go through is tried again by itself: with growing pauses while the server cannot
  // be reached, at once when the browser is back online, and after signing in again in place.
  useSaveRetry(
    saveState.kind === 'waiting' ? saveState.problem : null,
    saveState.kind === 'waiting' ? saveState.failures : 0,
    () => void flush(waitingAutosave.current),
  );

  // Every way out of this screen asks first while something is unsaved (lib/leave-guard.ts).
  useUnsavedChanges(dirty);

  // The tab hidden (switched away, or about to close): save what can be saved now, without waiting.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest state when the page hides.
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState !== 'hidden' || !dirtyRef.current || !valid()) return;
      void flush(true);
    };
    document.addEventListener('visibilitychange', hide);
    return () => document.removeEventListener('visibilitychange', hide);
  }, []);

  return { server, setServer, saveState, dirty, flush, snapshot };
}
