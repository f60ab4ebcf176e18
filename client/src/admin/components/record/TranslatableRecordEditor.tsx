import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';
import type { TranslationSpec, TranslationState } from '@common/translation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { useSession } from '../../api/session';
import { useT } from '../../i18n';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { Alert } from '../Alert';
import { PageTitle } from '../PageTitle';
import { focusFirstError, schemaErrors, tabOfFirstError } from '../translation/errors';
import { LanguageTabs } from '../translation/LanguageTabs';
import { liveStates } from '../translation/live-state';
import { TranslationPanel } from '../translation/TranslationPanel';
import { KeptEditsNotice } from './KeptEditsNotice';
import { restoredForm, useKeptEdits } from './use-kept-edits';

/** A form the editor can hold: any fields, English in them, and the other languages' text beside. */
export interface TranslatableForm {
  translations: Record<TranslatedLocale, Partial<Record<string, string>>>;
}

/** How a translated field is shown in the other languages' tabs (a textarea when it has rows). */
export interface TranslatedField {
  label: string;
  maxLength: number;
  rows?: number;
}

/** What the English tab gets to show and change the form. */
export interface RecordEditor<F> {
  form: F;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  update: (change: (form: F) => F) => void;
  /** Messages by path, from the shared schema before sending and from the server after ("label", "image.alt.en"). */
  errors: Record<string, string>;
  /** The person has tried to save once: fields that only complain then (an image's description) may now. */
  submitted: boolean;
}

/** A record's translations as a form holds them: a copy per language, empty where none (a new record). */
export const translationsOf = (saved: Partial<Record<TranslatedLocale, Partial<Record<string, string>>>> = {}) =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { ...saved[locale] }]),
  ) as TranslatableForm['translations'];

const text = (value: unknown) => String(value ?? '').trim();

/**
 * The editor of a record with translated text (a metric, a story, any entry): its English fields in the
 * first tab (`children`), then one tab per translated language with each translated field beside its
 * English, the language's state in words in its tab (missing, out of date, up to date, following the form
 * as it is typed: the rule of common/src/translation.ts) and, when the English changed, the choice to
 * confirm a translation still says the same. Saving checks the shared schema first (the server's words,
 * the tab of the first error shown and its field focused), then sends `toInput`; a refusal marks the fields
 * the server names the same way. A save over someone else's newer one (409, the version the form was
 * opened with is in the input) says so and offers to load the saved version. Leaving with changes asks
 * first. After a save it goes back to `backHref`.
 *
 * Saving publishes, so nothing is saved by itself: changes not saved are kept in this browser for the
 * person signed in (lib/kept-edits.ts, docs/decisions/036) and offered back at the top of the form when
 * they open the same record again; a save or "Discard them" removes them.
 *
 *   <TranslatableRecordEditor title="Edit Jobs" backHref="/" backLabel="Back to the metrics" screen="impact"
 *     record={metric} initial={formOf(metric)} status={metric?.status} spec={METRIC_TEXT}
 *     translated={{ label: {…}, … }} schema={metricInputSchema}
 *     toInput={(form, reviewed, updatedAt) => ({ …, reviewed, updatedAt })}
 *     save={(input) => updateMetric(metric.id, input)} onSaved={() => onNotice('Saved')} createLabel="Create metric">
 *     {({ form, set, errors }) => <Field label="Label" value={form.label} error={errors.label} … />}
 *   </TranslatableRecordEditor>
 */
export function TranslatableRecordEditor<F extends TranslatableForm, Input, Saved>({
  title,
  backHref = '/',
  backLabel,
  screen,
  record,
  initial,
  status,
  spec,
  translated,
  schema,
  toInput,
  save,
  onSaved,
  createLabel,
  onReload,
  englishOf,
  intro,
  actions,
  children,
}: {
  /** The page's heading and the document's title. */
  title: string;
  /** Where the back link, Cancel and a saved form lead (within the section). */
  backHref?: string;
  backLabel: string;
  /** Names the screen where edits not saved are kept in this browser ("impact", "content/company"). */
  screen: string;
  /** The saved record (its id, and its version: `updatedAt`); none for a new record. */
  record?: { id: number; updatedAt: string };
  /** The form as saved, or a new record's empty form. */
  initial: F;
  /** The saved record's translation states; none for a new record. */
  status?: Record<TranslatedLocale, TranslationState>;
  spec: TranslationSpec;
  /** Labels and sizes of the translated fields, by the spec's field names (their order is the spec's). */
  translated: Record<string, TranslatedField>;
  /** The payload's zod schema, shared with the server. */
  schema: z.core.$ZodType;
  /**
   * The payload: the form's values, the languages confirmed as still matching, and the version the edits
   * were made to (the record's `updatedAt`, or that of restored edits: a newer save then refuses them, 409).
   */
  toInput: (form: F, reviewed: TranslatedLocale[], updatedAt: string | undefined) => Input;
  /** Sends the input (`form` too, for what is saved elsewhere first: an image's description). */
  save: (input: Input, form: F) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** The submit button's words for a new record ("Create metric"); a saved one says "Save". */
  createLabel: string;
  /** Loads the saved record again, after a save refused because someone else saved first (409). */
  onReload?: () => void;
  /**
   * The English of the translated fields as the form holds it, by the spec's names; by default the form's
   * own fields of those names (a form with its values elsewhere, `form.values`, says where).
   */
  englishOf?: (form: F) => Record<string, unknown>;
  /** Shown under the heading, above the form: what depends on the record. */
  intro?: ReactNode;
  /** More buttons after Save and Cancel (Delete). */
  actions?: ReactNode;
  /** The English tab: the record's own fields, English text and everything not translated. */
  children: (editor: RecordEditor<F>) => ReactNode;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<F>(initial);
  const none = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, false])) as Record<
    TranslatedLocale,
    boolean
  >;
  const [reviewed, setReviewed] = useState(none);
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [basedOn, setBasedOn] = useState(record?.updatedAt);
  const formRef = useRef<HTMLFormElement>(null);
  const existing = status !== undefined;
  // Leaving with changes not saved asks first (lib/leave-guard.ts).
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(initial));
  // And they are kept in this browser, for this person only, until saved or discarded.
  const userId = useSession().data?.user?.id;
  const kept = useKeptEdits({
    place: userId === undefined ? null : { userId, screen, record: record?.id ?? 'new' },
    initial,
    form,
    reviewed,
    basedOn,
  });
  const restore = () => {
    const edits = kept.restore();
    if (!edits) return;
    setForm(restoredForm(initial, edits.form));
    setReviewed({ ...none, ...Object.fromEntries(edits.reviewed.map((locale) => [locale, true])) });
    setBasedOn(edits.basedOn ?? undefined);
    setErrors({});
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const where = tabOfFirstError(found);
    if (where) setTab(where);
    focusFirstError(formRef.current);
  };
  const saving = useMutation<Saved, ApiError, { input: Input; form: F }>({
    mutationFn: (sent) => save(sent.input, sent.form),
    onSuccess: (saved) => {
      kept.forget();
      onSaved(saved);
      leaveWithoutAsking(() => navigate(backHref));
    },
    onError: (error) => showErrors(error.fields),
  });
  // Someone else's save won: their version replaces this form (and what was kept of it).
  const reload = () => {
    kept.forget();
    setForm(initial);
    setReviewed(none);
    setBasedOn(record?.updatedAt);
    saving.reset();
    onReload?.();
  };

  const englishIn = (of: F) => {
    const values = englishOf ? englishOf(of) : (of as unknown as Record<string, unknown>);
    return Object.fromEntries(spec.fields.map((field) => [field, text(values[field])]));
  };
  const english = englishIn(form);
  const { states, englishChanged } = liveStates({
    status,
    english,
    englishBefore: existing ? englishIn(initial) : undefined,
    translations: form.translations,
    translationsBefore: existing ? initial.translations : undefined,
    reviewed,
    spec,
  });
  const fields = spec.fields.map((name) => ({ name, ...translated[name], optional: spec.optional.includes(name) }));

  const editor: RecordEditor<F> = {
    form,
    set: (key, value) => setForm((f) => ({ ...f, [key]: value })),
    update: setForm,
    errors,
    submitted,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const input = toInput(
      form,
      TRANSLATED_LOCALES.filter((locale) => reviewed[locale]),
      basedOn,
    );
    const found = schemaErrors(schema, input);
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    saving.mutate({ input, form });
  }

  const hasErrors = Object.keys(errors).length > 0;
  // Someone else saved first: the server's words, and the way to their version (this form's text is lost then).
  const conflict = saving.error?.status === 409 && !hasErrors;
  return (
    <>
      <p className="mb-2">
        <Link href={backHref} className="text-sm font-medium text-primary underline underline-offset-4">
          {backLabel}
        </Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      {intro}
      {(hasErrors || saving.error) && (
        <div className="mb-4 space-y-2">
          <Alert tone="error">{hasErrors ? t('kit.editor.checkFields') : saving.error?.message}</Alert>
          {conflict && onReload && (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" onClick={reload}>
                {t('kit.editor.reload')}
              </Button>
              <p className="text-sm text-stone-700">{t('kit.editor.reloadHint')}</p>
            </div>
          )}
        </div>
      )}
      <KeptEditsNotice
        offer={kept.offer}
        decision={kept.decision}
        savedSince={kept.offer && kept.offer.basedOn !== (record?.updatedAt ?? null) ? record?.updatedAt : undefined}
        onRestore={restore}
        onDiscard={kept.discard}
      />
      <form ref={formRef} noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        <LanguageTabs value={tab} onValueChange={setTab} states={states}>
          {(locale) =>
            locale === 'en' ? (
              children(editor)
            ) : (
              <TranslationPanel
                locale={locale}
                fields={fields}
                english={english}
                values={form.translations[locale]}
                onChange={(field, value) =>
                  setForm((f) => ({
                    ...f,
                    translations: { ...f.translations, [locale]: { ...f.translations[locale], [field]: value } },
                  }))
                }
                errors={(path) => errors[path]}
                state={states[locale]}
                savedState={status?.[locale]}
                englishChanged={englishChanged}
                confirmed={reviewed[locale]}
                onConfirm={(value) => setReviewed((r) => ({ ...r, [locale]: value }))}
              />
            )
          }
        </LanguageTabs>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending ? t('kit.editor.saving') : existing ? t('kit.editor.save') : createLabel}
          </Button>
          <Button variant="outline" asChild>
            <Link href={backHref}>{t('common.cancel')}</Link>
          </Button>
          {actions}
        </div>
      </form>
    </>
  );
}
