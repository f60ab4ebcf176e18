import type { ImageValue } from '@common/admin/media';
import type { RecordRevisionDetail, RecordSnapshot } from '@common/admin/revisions';
import type { Locale } from '@common/locale';
import type { FieldSpec, Fields } from '@common/model/fields';
import { type Conflict, type EditState, mergeEdits } from '@common/model/merge';
import type { Versions, WordsSpec } from '@common/model/versions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { mediaItemQuery } from '../media/library-api';
import type { ConflictChoice, ShownConflict } from './ConflictChoices';
import { useFieldText } from './field-text';
import {
  editOfSnapshot,
  formWithState,
  formWords,
  imageIdsOf,
  newLanguages,
  type Opened,
  payloadValueOf,
  type RecordForm,
} from './record-form';

interface Pending {
  conflicts: ShownConflict[];
  raw: Conflict[];
  /** The colleague's version, and its revision: the next save is made on it. */
  current: RecordSnapshot;
  revision: number | null;
  /** What both started from (the merge's base). */
  base: EditState | null;
}

const COMBINABLE = new Set<FieldSpec['type']>(['text', 'longtext', 'lines']);

/**
 * Two people's edits of one record (docs/decisions/078), for every editor of the content model: when a save
 * answers 409 `entries.conflict`, `start(detail, …)` shows each field both changed (ConflictChoices: both
 * versions whole, "Keep mine", "Keep theirs" or "Combine"); `resolve(form, opened)` then lays this person's
 * edits and choices over the colleague's version, field by field (model/merge.ts), and gives the form and
 * the version it is now made to (the colleague's revision), ready to be saved. Nothing is retyped.
 */
export function useRecordConflict({
  fields,
  spec,
  label,
  valueText,
  publishedLabel,
  loadRevision,
}: {
  fields: Fields;
  spec: WordsSpec;
  label: (field: string) => string;
  valueText?: (field: string, value: unknown) => string | undefined;
  publishedLabel?: string;
  /** A version of the history: the merge's base when the edits began from an older one than the form's. */
  loadRevision?: (revision: number) => Promise<RecordSnapshot>;
}) {
  const _t = useT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [choices, setChoices] = useState<ConflictChoice[]>([]);
  const sectionRef = useRef<HTMLElement>(null);

  // The choice takes the focus when it appears.
  const choosing = pending !== null;
  useEffect(() => {
    if (choosing) sectionRef.current?.focus();
  }, [choosing]);

  /** Images a state names that the forms have not shown, read from the media library. */
  const imagesFor = async (values: Record<string, unknown>, forms: RecordForm[]) => {
    const known = new Map<number, ImageValue>();
    for (const value of forms.flatMap((form) => Object.values(form.values))) {
      const image = value as ImageValue | null;
      if (image && typeof image === 'object' && 'url' in image && typeof image.id === 'number')
        known.set(image.id, image);
    }
    for (const id of imageIdsOf(fields, values)) {
      if (known.has(id)) continue;
      try {
        // The library's item is the image field's value with more (its files and uses): leave those out.
        const { uses: _uses, variants: _variants, ...image } = await queryClient.fetchQuery(mediaItemQuery(id));
        known.set(id, image as unknown as ImageValue);
      } catch {
        // Deleted since: the field shows no image, and the save says so (field.imageGone).
      }
    }
    return known;
  };

  const { labelOfPath, textOf } = useFieldText({ fields, label, valueText, publishedLabel });
  const combinable = (path: string) => {
    const [root, name, word] = path.split('.');
    const field = fields[root === 'words' ? word : name];
    return Boolean(field && COMBINABLE.has(field.type));
  };

  /** A colleague saved the same fields (the 409's detail): show both versions of each, to choose. */
  const start = async (detail: Record<string, unknown>, opened: Opened, basedOn: number | null | undefined) => {
    const raw = (detail.conflicts ?? []) as Conflict[];
    const current = detail.current as RecordSnapshot;
    let base: EditState | null = null;
    if (basedOn === opened.revision)
      base = editOfSnapshot({ values: opened.values, versions: opened.versions, published: opened.form.published });
    else if (typeof basedOn === 'number' && loadRevision) {
      try {
        base = editOfSnapshot(await loadRevision(basedOn));
      } catch {
        base = null;
      }
    }
    const conflicts = raw.map((conflict) => ({
      ...conflict,
      label: labelOfPath(conflict.path),
      mineText: textOf(conflict.path, conflict.mine),
      theirsText: textOf(conflict.path, conflict.theirs),
      combinable: combinable(conflict.path),
    }));
    setPending({ conflicts, raw, current, revision: (detail.revision as number | null) ?? null, base });
    setChoices(conflicts.map((conflict) => ({ path: conflict.path, pick: 'mine', combined: conflict.mineText })));
  };

  /**
   * The choices made, over the colleague's version: `mine` is this person's state (model/merge.ts EditState
   * of the payload they would send). Gives the form to save and what it is made to; null when nothing waits.
   */
  const resolve = async (
    mine: EditState,
    form: RecordForm,
    opened: Opened,
  ): Promise<{ form: RecordForm; opened: Opened } | null> => {
    if (!pending) return null;
    const theirs = editOfSnapshot(pending.current);
    const { merged, conflicts } = mergeEdits(pending.base, mine, theirs, spec.fields);
    const flatMine = new Map(conflicts.map((conflict) => [conflict.path, conflict.mine]));
    const set = (state: EditState, path: string, value: unknown) => {
      if (path === 'published') state.published = value === true;
      const [root, a, b] = path.split('.');
      if (root === 'values') state.values[a] = value;
      if (root === 'words') {
        const locale = a as Locale;
        state.words[locale] = { ...(state.words[locale] ?? {}), [b]: value };
      }
    };
    // Fields the server did not list (a base it knew and this screen did not) keep what this person wrote.
    for (const [path, value] of flatMine)
      if (!pending.raw.some((conflict) => conflict.path === path)) set(merged, path, value);
    for (const conflict of pending.raw) {
      const choice = choices.find((c) => c.path === conflict.path);
      const pick = choice?.pick ?? 'mine';
      const [root, a, b] = conflict.path.split('.');
      const field = fields[root === 'words' ? b : a];
      const value =
        pick === 'mine'
          ? conflict.mine
          : pick === 'theirs'
            ? conflict.theirs
            : field
              ? payloadValueOf({ ...field, perLanguage: false, internal: false }, choice?.combined ?? '')
              : choice?.combined;
      set(merged, conflict.path, value);
    }
    const images = await imagesFor({ ...merged.values, ...pending.current.values }, [form, opened.form]);
    const now: Opened = {
      form: formWithState(fields, opened.form, editOfSnapshot(pending.current), images),
      values: pending.current.values,
      versions: pending.current.versions as Versions,
      revision: pending.revision,
    };
    setPending(null);
    return { form: formWithState(fields, form, merged, images), opened: now };
  };

  /**
   * "Restore as draft": a version of the history as the form, unsaved until saved (sent as `restoredFrom`);
   * a language it brings that the record lacks now says what it was written from.
   */
  const versionForm = async (version: RecordRevisionDetail, form: RecordForm, opened: Opened): Promise<RecordForm> => {
    const state = editOfSnapshot(version.snapshot);
    const restored = formWithState(fields, form, state, await imagesFor(state.values, [form, opened.form]));
    const from: RecordForm['from'] = {};
    for (const locale of newLanguages(opened.versions, formWords(fields, restored, spec), spec))
      from[locale] = version.snapshot.versions[locale]?.from?.locale ?? null;
    return { ...restored, from, reviewed: [], correction: false, restoredFrom: version.id };
  };

  return {
    versionForm,
    /** The fields to choose for, or null. */
    conflicts: pending?.conflicts ?? null,
    choices,
    choose: (choice: ConflictChoice) => setChoices((all) => all.map((c) => (c.path === choice.path ? choice : c))),
    sectionRef,
    start,
    resolve,
    imagesFor,
  };
}
