import type { AdminEntry, EntryDependents } from '@common/entries/admin';
import { type Fields, maxOf, recordInputSchema } from '@common/entries/fields';
import { type EntryKind, KINDS } from '@common/entries/kinds';
import { textSpec } from '@common/entries/translation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { saveImageAlt } from '../../components/media/ImageField';
import { RestoredNotice } from '../../components/record/RecordHistory';
import { TranslatableRecordEditor } from '../../components/record/TranslatableRecordEditor';
import { useT } from '../../i18n';
import { createEntry, entriesQuery, entryQuery, updateEntry } from './api';
import { DeleteEntry } from './DeleteEntry';
import { EntryHistory } from './EntryHistory';
import { FieldInput } from './FieldInput';
import { englishOf, formOf, inputOf } from './form';

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
      <RestoredNotice text={restored} />
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
  const fields: Fields = KINDS[kind].fields;
  const spec = useMemo(() => textSpec(fields), [fields]);
  const initial = useMemo(() => formOf(fields, entry), [fields, entry]);
  const kindName = t(`content.kinds.${kind}.name` as 'content.kinds.company.name');
  const one = t(`content.kinds.${kind}.one` as 'content.kinds.company.one');
  const translated = Object.fromEntries(
    spec.fields.map((name) => {
      const field = fields[name];
      return [
        name,
        {
          label: t(`content.fields.${kind}.${name}` as 'content.fields.company.name'),
          maxLength: field.type === 'lines' ? 4000 : maxOf(field),
          rows: field.type === 'longtext' ? 6 : field.type === 'lines' ? 4 : undefined,
        },
      ];
    }),
  );

  return (
    <>
      <TranslatableRecordEditor
        title={
          entry ? t('content.editor.editTitle', { name: entry.label }) : t('content.editor.newTitle', { kind: one })
        }
        backHref={`/${kind}`}
        backLabel={t('content.editor.back', { kind: kindName })}
        createLabel={t('content.editor.create')}
        screen={`content/${kind}`}
        record={entry}
        initial={initial}
        status={entry?.status}
        spec={spec}
        englishOf={(form) => englishOf(fields, form)}
        translated={translated}
        schema={schemaOf(kind)}
        toInput={(form, reviewed, updatedAt) => inputOf(fields, form, reviewed, updatedAt)}
        save={async (input, form) => {
          // Alt text lives on the image itself (the media library): saved first, audited there.
          for (const image of Object.values(form.images)) if (image) await saveImageAlt(image);
          return entry ? updateEntry(kind, entry.id, input) : createEntry(kind, input);
        }}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: entriesQuery(kind).queryKey });
          void queryClient.invalidateQueries({ queryKey: entryQuery(kind, saved.id).queryKey });
          onNotice(entry ? t('content.editor.saved') : t('content.editor.created'));
        }}
        onReload={
          entry && (() => void queryClient.invalidateQueries({ queryKey: entryQuery(kind, entry.id).queryKey }))
        }
        intro={dependents && <Dependents dependents={dependents} />}
        actions={entry && <DeleteEntry kind={kind} entry={entry} onNotice={onNotice} />}
      >
        {({ form, update, errors, submitted }) => (
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
                onChange={(value) => update((f) => ({ ...f, values: { ...f.values, [name]: value } }))}
                onImage={(value) => update((f) => ({ ...f, images: { ...f.images, [name]: value } }))}
              />
            ))}
            <CheckboxField
              label={t('content.editor.published')}
              checked={form.published}
              onChange={(e) => update((f) => ({ ...f, published: e.target.checked }))}
            />
          </>
        )}
      </TranslatableRecordEditor>
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
