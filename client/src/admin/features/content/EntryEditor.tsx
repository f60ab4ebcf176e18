import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import { type Fields, maxOf, recordInputSchema } from '@common/entries/fields';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import { textSpec } from '@common/entries/translation';
import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { saveImageAlt } from '../../components/media/ImageField';
import { PageTitle } from '../../components/PageTitle';
import { focusFirstError, schemaErrors, tabOfFirstError } from '../../components/translation/errors';
import { LanguageTabs } from '../../components/translation/LanguageTabs';
import { liveState } from '../../components/translation/live-state';
import { type TextField, TranslationPanel } from '../../components/translation/TranslationPanel';
import { useT } from '../../i18n';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { createEntry, entriesQuery, entryQuery, updateEntry } from './api';
import { DeleteEntry } from './DeleteEntry';
import { EntryHistory } from './EntryHistory';
import { FieldInput } from './FieldInput';
import { type EntryForm, englishOf, formOf, inputOf } from './form';

const SCHEMAS = new Map<EntryKind, ReturnType<typeof recordInputSchema>>();
const schemaOf = (kind: EntryKind) => {
  let schema = SCHEMAS.get(kind);
  if (!schema) {
    schema = recordInputSchema(KINDS[kind].fields);
    SCHEMAS.set(kind, schema);
  }
  return schema;
};

/** A record of a content kind: new (no id) or an existing one, read fresh with what depends on it. */
export function EntryEditor({
  kind,
  id,
  onNotice,
}: {
  kind: EntryKind;
  id?: number;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const entry = useQuery({ ...entryQuery(kind, id ?? 0), enabled: id !== undefined });
  // Restoring a version stays on this screen, whose form starts again from the restored version: the
  // notice lives here, above it.
  const [restored, setRestored] = useState('');
  if (id === undefined) return <EntryFormView kind={kind} onNotice={onNotice} onRestored={setRestored} />;
  if (entry.isPending) return <p role="status">{t('common.loading')}</p>;
  if (entry.error) return <Alert tone="error">{t('common.loadError', { message: entry.error.message })}</Alert>;
  return (
    <>
      <p
        role="status"
        className={restored ? 'mb-4 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900' : 'sr-only'}
      >
        {restored}
      </p>
      <EntryFormView
        key={`${entry.data.id}:${entry.data.updatedAt}`}
        kind={kind}
        entry={entry.data}
        dependents={entry.data.dependents}
        onNotice={onNotice}
        onRestored={setRestored}
      />
    </>
  );
}

function EntryFormView({
  kind,
  entry,
  dependents,
  onNotice,
  onRestored,
}: {
  kind: EntryKind;
  entry?: AdminEntry;
  dependents?: EntryDependents;
  onNotice: (text: string) => void;
  onRestored: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const fields: Fields = KINDS[kind].fields;
  const spec = useMemo(() => textSpec(fields), [fields]);
  const before = useMemo(() => formOf(fields, entry), [fields, entry]);
  const [form, setForm] = useState<EntryForm>(before);
  const [reviewed, setReviewed] = useState<Record<TranslatedLocale, boolean>>({ fr: false, sw: false });
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const kindName = t(`content.kinds.${kind}.name` as 'content.kinds.company.name');
  const one = t(`content.kinds.${kind}.one` as 'content.kinds.company.one');
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(before));

  const save = useMutation<AdminEntry, ApiError, EntryForm>({
    mutationFn: async (current) => {
      // Alt text lives on the image itself (the media library): saved first, audited there.
      for (const image of Object.values(current.images)) if (image) await saveImageAlt(image);
      const input = inputOf(fields, current, reviewed, entry?.updatedAt);
      return entry ? updateEntry(kind, entry.id, input) : createEntry(kind, input);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
      void queryClient.invalidateQueries({ queryKey: entryQuery(kind, saved.id).queryKey });
      onNotice(entry ? t('content.editor.saved') : t('content.editor.created'));
      leaveWithoutAsking(() => navigate(`/${kind}`));
    },
    onError: (error) => {
      setErrors(error.fields);
      const where = tabOfFirstError(error.fields);
      if (where) setTab(where);
      focusFirstError(formRef.current);
    },
  });

  const english = englishOf(fields, form);
  const englishBefore = entry ? englishOf(fields, before) : undefined;
  const states = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      liveState({
        saved: entry?.status[locale],
        english,
        englishBefore,
        translation: form.translations[locale],
        translationBefore: entry ? before.translations[locale] : undefined,
        reviewed: reviewed[locale],
        spec,
      }),
    ]),
  ) as Record<TranslatedLocale, ReturnType<typeof liveState>>;
  const englishChanged = Boolean(
    englishBefore && spec.fields.some((f) => (english[f] ?? '').trim() !== (englishBefore[f] ?? '').trim()),
  );
  const textFields: TextField[] = spec.fields.map((name) => {
    const field = fields[name];
    return {
      name,
      label: t(`content.fields.${kind}.${name}` as 'content.fields.company.name'),
      maxLength: field.type === 'lines' ? 4000 : maxOf(field),
      rows: field.type === 'longtext' ? 6 : field.type === 'lines' ? 4 : undefined,
      optional: !field.required,
    };
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = schemaErrors(schemaOf(kind), inputOf(fields, form, reviewed, entry?.updatedAt));
    setErrors(found);
    if (Object.keys(found).length) {
      const where = tabOfFirstError(found);
      if (where) setTab(where);
      focusFirstError(formRef.current);
      return;
    }
    save.mutate(form);
  }

  const title = entry
    ? t('content.editor.editTitle', { name: entry.label })
    : t('content.editor.newTitle', { kind: one });
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <p className="mb-2">
        <Link href={`/${kind}`} className="text-sm font-medium text-primary underline underline-offset-4">
          {t('content.editor.back', { kind: kindName })}
        </Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      {dependents && <Dependents dependents={dependents} />}
      {(hasErrors || save.error) && (
        <div className="mb-4">
          <Alert tone="error">{save.error && !hasErrors ? save.error.message : t('content.editor.checkFields')}</Alert>
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        <LanguageTabs value={tab} onValueChange={setTab} states={states}>
          {(locale) =>
            locale === 'en' ? (
              <>
                {Object.entries(fields).map(([name, field]) => (
                  <FieldInput
                    key={name}
                    kind={kind}
                    name={name}
                    spec={field}
                    value={form.values[name] ?? ''}
                    image={form.images[name] ?? null}
                    error={errors[`values.${name}`]}
                    showErrors={submitted}
                    onChange={(value) => setForm((f) => ({ ...f, values: { ...f.values, [name]: value } }))}
                    onImage={(value) => setForm((f) => ({ ...f, images: { ...f.images, [name]: value } }))}
                  />
                ))}
                <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={form.published}
                    onChange={(e) => setForm((f) => ({ ...f, published: e.target.checked }))}
                  />
                  {t('content.editor.published')}
                </label>
              </>
            ) : (
              <TranslationPanel
                locale={locale}
                fields={textFields}
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
                savedState={entry?.status[locale]}
                englishChanged={englishChanged}
                confirmed={reviewed[locale]}
                onConfirm={(value) => setReviewed((r) => ({ ...r, [locale]: value }))}
              />
            )
          }
        </LanguageTabs>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('content.editor.saving')
              : entry
                ? t('content.editor.save')
                : t('content.editor.create')}
          </Button>
          <Button variant="outline" asChild>
            <Link href={`/${kind}`}>{t('common.cancel')}</Link>
          </Button>
          {entry && <DeleteEntry kind={kind} entry={entry} onNotice={onNotice} />}
        </div>
      </form>
      {entry && <EntryHistory kind={kind} entry={entry} onNotice={onRestored} />}
    </>
  );
}

/** What a change reaches: the pages that show the kind, and the records that refer to this one. */
function Dependents({ dependents }: { dependents: EntryDependents }) {
  const t = useT();
  return (
    <section
      aria-labelledby="dependents-title"
      className="mb-6 max-w-3xl rounded-md border border-stone-300 bg-stone-50 p-4 text-sm"
    >
      <h2 id="dependents-title" className="font-semibold text-stone-900">
        {t('content.editor.usedOn')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {dependents.pages.map((page) => (
          <li key={page}>{page === '*' ? t('content.editor.everyPage') : <code>{page}</code>}</li>
        ))}
      </ul>
      {dependents.records.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-stone-900">{t('content.editor.referredBy')}</h3>
          <p className="text-stone-700">{t('content.editor.referredHint')}</p>
          <ul className="mt-1 list-disc pl-5">
            {dependents.records.map((record) => (
              <li key={`${record.kind}:${record.id}`}>
                <Link href={`/${record.kind}/${record.id}`} className="text-primary underline underline-offset-4">
                  {record.label}
                </Link>{' '}
                ({t(`content.kinds.${record.kind}.one` as 'content.kinds.company.one')})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
