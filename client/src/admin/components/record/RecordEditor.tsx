import type { RecordRevisionDetail } from '@common/admin/revisions';
import { LOCALES, type Locale } from '@common/locale';
import { type RecordInput, recordInputSchema, wordsSpec } from '@common/model/fields';
import { asText, hasWords, versionState } from '@common/model/versions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { useSession } from '../../api/session';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { fieldInLanguage } from '../../lib/words';
import { Alert } from '../Alert';
import { BackLink } from '../BackLink';
import { CheckboxField } from '../CheckboxField';
import { PageTitle } from '../PageTitle';
import { fieldError, focusFirstError, schemaErrors, tabOfFirstError } from '../translation/errors';
import { VersionTabs } from '../translation/VersionTabs';
import { ConflictChoices } from './ConflictChoices';
import { CorrectionField } from './CorrectionField';
import { DraftNotice } from './DraftNotice';
import type { RecordEditorProps, SavedRecord } from './editor-types';
import { KeptEditsNotice } from './KeptEditsNotice';
import {
  editOfInput,
  formWords,
  inputOf,
  liveVersions,
  type Opened,
  openedOf,
  originalOf,
  type RecordForm,
  restoredForm,
} from './record-form';
import { useKeptEdits } from './use-kept-edits';
import { useRecordConflict } from './use-record-conflict';
import { VersionNotes } from './VersionNotes';
import { WordField } from './WordField';

export type { RecordEditorHandle, SavedRecord, SaveOutcome, ValueInputProps } from './editor-types';

/**
 * The one editor of a record of the content model (docs/decisions/078), for any kind declared by its fields
 * (common/src/model/fields.ts):
 *
 * - the fields the same in every language once, in a fieldset "Same in every language", each drawn by the
 *   feature (`valueInput`: choices, references, images, figures);
 * - then one tab per language of LANGUAGES, in the table's order; the tab open at first is the staff
 *   member's language when the record is written in it, else the record's original. Each tab holds that
 *   language's words and is named by its mark ("English: missing"), which follows the form as it is typed
 *   by the model's rule (nextVersions then versionState, record-form.ts), never restated here;
 * - a language that had no words, beside others, says what it is "Written from" (default: the record's
 *   original; or none, an original); a version out of date offers "Still says the same as <language>"
 *   (`reviewed`); with `correction`, a save that changes words may keep "Last updated" (`correction: true`).
 *
 * Saving checks the shared schema (recordInputSchema) first: the errors are keyed like the server's
 * (`values.x`, `words.fr.x`), the first error's tab opens and its field takes the focus. The payload carries
 * the revision the form was opened at, so the server merges a colleague's save in between field by field;
 * a field both changed comes back as a 409 `entries.conflict`, and the editor shows, for each, both versions
 * whole with "Keep mine", "Keep theirs" or "Combine", then saves on the colleague's version (its revision)
 * with the choices and their other changes merged in: nothing is retyped.
 *
 * Saving publishes, so nothing is saved by itself: edits not saved are kept in this browser with the
 * revision they began from (lib/kept-edits.ts, docs/decisions/036) and offered back on opening; restored
 * after a colleague's save, they are merged the same way. Leaving with changes asks first. A version of the
 * history goes into the form as unsaved edits (`after`'s `loadVersion`, "Restore as draft"), sent with
 * `restoredFrom` when saved. After a save, `onSaved` says what happened and the editor goes to `backHref`.
 *
 *   <RecordEditor title="Edit the office Nairobi" backLabel="Back to Offices" screen="content/office"
 *     fields={KINDS.office.fields} record={entry} label={(f) => t(`content.fields.office.${f}`)}
 *     valueInput={(props) => <FieldInput kind="office" {...props} />} publishedLabel="Show it on the site"
 *     save={(input) => updateEntry('office', entry.id, input)} onSaved={(saved, how) => …} createLabel="Create"
 *     after={(editor) => <EntryHistory onLoad={editor.loadVersion} … />} />
 */
export function RecordEditor<S extends SavedRecord>({
  title,
  backHref = '/',
  backLabel,
  screen,
  createLabel,
  fields,
  record,
  label,
  hint,
  valueInput,
  valueText,
  publishedLabel,
  correction = false,
  save,
  onSaved,
  loadRevision,
  intro,
  actions,
  after,
  saveLabel,
  readOnly = false,
}: RecordEditorProps<S>) {
  const t = useT();
  const staffLanguage = useLanguage();
  const when = useFormatDate();
  const _queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const spec = useMemo(() => wordsSpec(fields), [fields]);
  const schema = useMemo(() => recordInputSchema(fields), [fields]);
  const [opened, setOpened] = useState<Opened>(() => openedOf(fields, spec, record));
  const [form, setForm] = useState<RecordForm>(opened.form);
  // The revision the edits are made to: the record's, that of kept edits restored, or a colleague's merged in.
  const [basedOn, setBasedOn] = useState(record ? record.revision : undefined);
  // Until the person picks a tab: the staff member's language when the record is written in it, else the
  // record's original (derived, so that a dictionary arriving after the first render still decides it).
  const [picked, setTab] = useState<Locale | null>(null);
  const tab =
    picked ??
    (hasWords(opened.versions[staffLanguage]?.words, spec.fields)
      ? staffLanguage
      : (originalOf(opened.versions, spec) ?? staffLanguage));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  // A colleague's save merged here, on the conflict's choices (read when the save answers: a ref, not state).
  const mergedHere = useRef(false);
  const [draft, setDraft] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef<HTMLDivElement>(null);
  const existing = record !== undefined;
  const error = (path: string) => fieldError(errors, path);

  // Leaving with changes not saved asks first (lib/leave-guard.ts)…
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(opened.form));
  // …and they are kept in this browser, for this person only, until saved or discarded.
  const userId = useSession().data?.user?.id;
  const kept = useKeptEdits({
    place: userId === undefined ? null : { userId, screen, record: record?.id ?? 'new' },
    initial: opened.form,
    form,
    revision: basedOn,
  });
  const restoreKept = () => {
    const edits = kept.restore();
    if (!edits) return;
    setForm(restoredForm(opened.form, edits.form));
    // Made to an older version: sent with it, the server merges both people's edits (docs/decisions/078).
    if (existing) setBasedOn(edits.revision);
    setErrors({});
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const where = tabOfFirstError(found);
    if (where) setTab(where);
    focusFirstError(formRef.current, found);
  };

  const conflict = useRecordConflict({ fields, spec, label, valueText, publishedLabel, loadRevision });
  const pending = conflict.conflicts;

  const saving = useMutation<S, ApiError, { input: RecordInput; form: RecordForm }>({
    mutationFn: (sent) => save(sent.input, sent.form),
    onSuccess: (saved) => {
      kept.forget();
      onSaved(saved, { created: !existing, merged: Boolean(saved.mergedWith) || mergedHere.current });
      leaveWithoutAsking(() => navigate(backHref));
    },
    onError: (failure) => {
      if (failure.status === 409 && failure.code === 'entries.conflict' && failure.detail) {
        void conflict.start(failure.detail, opened, basedOn);
        return;
      }
      showErrors(failure.fields);
    },
  });

  const send = (next: RecordForm, on: Opened, revision: number | null | undefined) => {
    setSubmitted(true);
    const input = inputOf(fields, next, { ...on, revision }, spec);
    const found = schemaErrors(schema, input);
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    saving.mutate({ input, form: next });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    send(form, opened, basedOn);
  }

  /** The choices made: the colleague's version, my changes and my choices on it, saved on their revision. */
  const saveChoices = async () => {
    const mine = editOfInput(inputOf(fields, form, { ...opened, revision: basedOn }, spec));
    const next = await conflict.resolve(mine, form, opened);
    if (!next) return;
    setOpened(next.opened);
    setForm(next.form);
    setBasedOn(next.opened.revision);
    mergedHere.current = true;
    saving.reset();
    send(next.form, next.opened, next.opened.revision);
  };

  /** "Restore as draft": a version of the history in the form, unsaved until Save (sent as `restoredFrom`). */
  const loadVersion = async (version: RecordRevisionDetail) => {
    setForm(await conflict.versionForm(version, form, opened));
    setErrors({});
    setDraft(t('kit.draft.loaded', { when: when(version.at), who: version.by ?? t('kit.history.someone') }));
    requestAnimationFrame(() => {
      draftRef.current?.focus();
      draftRef.current?.scrollIntoView?.({ block: 'center' });
    });
  };
  const backToSaved = () => {
    setForm(opened.form);
    setDraft(t('kit.draft.undone'));
    requestAnimationFrame(() => draftRef.current?.focus());
  };

  const live = liveVersions(fields, form, opened.versions, spec);
  const states = Object.fromEntries(
    LOCALES.map((locale) => [locale, versionState(live.versions, locale, spec)]),
  ) as Record<Locale, ReturnType<typeof versionState>>;
  const unreviewed = liveVersions(fields, { ...form, reviewed: [] }, opened.versions, spec).versions;
  const typed = formWords(fields, form, spec);
  const wordsChanged = live.changed.some((locale) => hasWords(opened.versions[locale]?.words, spec.fields));

  /** A field changed: its error (and its parts', a figure's) is no longer true, so it goes. */
  const clearError = (path: string) =>
    setErrors((all) =>
      Object.keys(all).some((key) => key === path || key.startsWith(`${path}.`))
        ? Object.fromEntries(Object.entries(all).filter(([key]) => key !== path && !key.startsWith(`${path}.`)))
        : all,
    );
  const setWord = (locale: Locale, name: string, text: string) => {
    clearError(`words.${locale}.${name}`);
    setForm((f) => ({ ...f, words: { ...f.words, [locale]: { ...f.words[locale], [name]: text } } }));
  };

  const valueNames = Object.entries(fields).filter(([, field]) => !field.perLanguage && !field.internal);
  const wordNames = Object.entries(fields).filter(([, field]) => field.perLanguage);
  const general = Object.entries(errors).filter(([path]) => path === 'words' || path === '_');
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <>
      <p className="mb-2">
        <BackLink href={backHref}>{backLabel}</BackLink>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      {intro}
      {(hasErrors || (saving.error && !pending)) && (
        <div className="mb-4 max-w-3xl">
          <Alert tone="error">
            {hasErrors ? t('kit.editor.checkFields') : saving.error?.message}
            {general.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {general.map(([path, message]) => (
                  <li key={path}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      )}
      {pending && (
        <div className="max-w-3xl">
          <ConflictChoices
            sectionRef={conflict.sectionRef}
            conflicts={pending}
            choices={conflict.choices}
            onChange={conflict.choose}
            onSave={() => void saveChoices()}
            pending={saving.isPending}
          />
        </div>
      )}
      <KeptEditsNotice
        offer={kept.offer}
        decision={kept.decision}
        savedSince={kept.offer && existing && kept.offer.revision !== record?.revision ? record?.updatedAt : undefined}
        onRestore={restoreKept}
        onDiscard={kept.discard}
      />
      <DraftNotice noticeRef={draftRef} text={draft} onBack={form.restoredFrom !== null ? backToSaved : undefined} />
      <form ref={formRef} noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        {valueNames.length > 0 && (
          <fieldset className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
            <legend className="px-1 font-semibold text-stone-900">{t('kit.record.sameInEvery')}</legend>
            <p className="text-sm text-stone-700">{t('kit.record.sameInEveryHint')}</p>
            {valueNames.map(([name, field]) => (
              <div key={name}>
                {valueInput({
                  name,
                  spec: field,
                  label: label(name),
                  value: form.values[name],
                  path: `values.${name}`,
                  error,
                  showErrors: submitted,
                  onChange: (value) => {
                    clearError(`values.${name}`);
                    setForm((f) => ({ ...f, values: { ...f.values, [name]: value } }));
                  },
                })}
              </div>
            ))}
          </fieldset>
        )}
        {wordNames.length > 0 && (
          <div className="space-y-2">
            <h2 className="font-semibold text-stone-900">{t('kit.record.words')}</h2>
            <p className="text-sm text-stone-700">{t('kit.record.wordsHint')}</p>
            <VersionTabs value={tab} onValueChange={setTab} states={states}>
              {(locale) => {
                const language = t(`kit.languages.${locale}`);
                const sourceLocale = unreviewed[locale]?.from?.locale;
                return (
                  <>
                    <VersionNotes
                      locale={locale}
                      fields={fields}
                      spec={spec}
                      form={form}
                      opened={opened}
                      setForm={setForm}
                    />
                    {wordNames.map(([name, field]) => (
                      <WordField
                        key={name}
                        locale={locale}
                        name={name}
                        field={field}
                        label={fieldInLanguage(t, label(name), language)}
                        hint={hint?.(name, field)}
                        value={form.words[locale][name] ?? ''}
                        error={error(`words.${locale}.${name}`)}
                        sourceLocale={sourceLocale}
                        sourceText={sourceLocale ? asText(typed[sourceLocale]?.[name]) : ''}
                        onChange={(text) => setWord(locale, name, text)}
                      />
                    ))}
                  </>
                );
              }}
            </VersionTabs>
          </div>
        )}
        {publishedLabel && (
          <CheckboxField
            label={publishedLabel}
            data-path="published"
            checked={form.published}
            onChange={(e) => setForm((f) => ({ ...f, published: e.target.checked }))}
          />
        )}
        {correction && wordsChanged && <CorrectionField form={form} setForm={setForm} />}
        <div className="flex flex-wrap gap-3">
          {!readOnly && (
            <Button type="submit" disabled={saving.isPending || pending !== null}>
              {saving.isPending ? t('kit.editor.saving') : existing ? (saveLabel ?? t('kit.editor.save')) : createLabel}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link href={backHref}>{t('common.cancel')}</Link>
          </Button>
          {actions}
        </div>
      </form>
      {after?.({ loadVersion })}
    </>
  );
}
