import {
  type AdminMetric,
  LIMITS,
  METRIC_TEXT,
  type MetricInput,
  metricInputSchema,
  TRANSLATED_LOCALES,
} from '@common/admin/impact';
import { METRIC_ICONS } from '@common/impact';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { RecordFromList } from '../../components/record/RecordFromList';
import { fieldLabelsFrom, RecordHistory, RestoredNotice } from '../../components/record/RecordHistory';
import {
  type RecordEditor,
  TranslatableRecordEditor,
  translationsOf,
} from '../../components/record/TranslatableRecordEditor';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import { createMetric, metricHistoryQuery, metricsQuery, restoreMetric, updateMetric } from './api';
import { ICONS } from './icons';

type Icon = (typeof METRIC_ICONS)[number];
const formOf = (metric?: AdminMetric) => ({
  metricKey: metric?.metricKey ?? '',
  category: metric?.category ?? '',
  value: metric?.value ?? '',
  label: metric?.label ?? '',
  description: metric?.description ?? '',
  icon: (METRIC_ICONS as readonly string[]).includes(metric?.icon ?? '') ? (metric?.icon as Icon) : 'Target',
  active: metric?.active ?? true,
  translations: translationsOf(metric?.translations),
});
type MetricForm = ReturnType<typeof formOf>;

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.metricKey);

/** A new metric (no id) or an existing one, once the list is loaded: the kit's translatable record editor. */
export function MetricEditor({ id, onNotice }: { id?: number; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  // A restore stays on this screen, whose editor starts again from the restored version: the notice
  // lives here, above it.
  const [restored, setRestored] = useState('');
  return (
    <>
      <RestoredNotice text={restored} />
      <RecordFromList query={metricsQuery} id={id}>
        {({ record: metric, all, reload, show }) => (
          <>
            <TranslatableRecordEditor
              title={metric ? t('impact.editTitle', { name: metric.label }) : t('impact.newTitle')}
              backLabel={t('impact.back')}
              createLabel={t('impact.create')}
              screen="impact"
              record={metric}
              initial={formOf(metric)}
              status={metric?.status}
              spec={METRIC_TEXT}
              translated={{
                category: { label: t('impact.fields.category'), maxLength: LIMITS.category },
                value: { label: t('impact.fields.value'), maxLength: LIMITS.value },
                label: { label: t('impact.fields.label'), maxLength: LIMITS.label },
                description: { label: t('impact.fields.description'), maxLength: LIMITS.description, rows: 3 },
              }}
              schema={metricInputSchema}
              toInput={(form, reviewed, updatedAt): MetricInput => ({
                ...form,
                description: form.description || null,
                reviewed,
                updatedAt,
              })}
              save={(input) => (metric ? updateMetric(metric.id, input) : createMetric(input))}
              onSaved={() => {
                void queryClient.invalidateQueries({ queryKey: metricsQuery.queryKey });
                onNotice(metric ? t('impact.saved') : t('impact.created'));
              }}
              onReload={reload}
            >
              {(editor) => <EnglishFields editor={editor} all={all} keyEdited={Boolean(metric)} />}
            </TranslatableRecordEditor>
            {metric && (
              <RecordHistory
                name={metric.label}
                updatedAt={metric.updatedAt}
                query={metricHistoryQuery(metric.id)}
                restore={(revision, updatedAt) => restoreMetric(metric.id, revision.id, updatedAt)}
                fieldLabel={fieldLabelsFrom(t, FIELD_WORDS)}
                onRestored={(saved, notice) => {
                  setRestored(notice);
                  // The editor starts afresh from the restored version; the list's key starts the history's, so
                  // both are read again.
                  show(saved);
                }}
              />
            )}
          </>
        )}
      </RecordFromList>
    </>
  );
}

/** A metric's fields as a version names them (server/src/modules/impact/admin-repository.ts metricSnapshot). */
const FIELD_WORDS = {
  metricKey: 'impact.fields.metricKey',
  category: 'impact.fields.category',
  value: 'impact.fields.value',
  label: 'impact.fields.label',
  description: 'impact.fields.description',
  icon: 'impact.fields.icon',
  active: 'impact.fields.active',
} as const;

/** The metric in English, and what is not translated: its icon, whether it is shown, its key. */
function EnglishFields({
  editor: { form, set, update, errors },
  all,
  keyEdited: keyEditedBefore,
}: {
  editor: RecordEditor<MetricForm>;
  all: AdminMetric[];
  keyEdited: boolean;
}) {
  const t = useT();
  const listId = useId();
  // A new metric's key follows its label until the key is edited by hand (restored edits whose key is not
  // their label's count as edited).
  const [keyEdited, setKeyEdited] = useState(keyEditedBefore);
  const categories = [...new Set(all.map((m) => m.category))];
  const setCategory = (category: string) =>
    update((f) => {
      // A known category brings its translated names (they are shared by its metrics).
      const known = all.find((m) => m.category === category.trim());
      const translations = { ...f.translations };
      for (const locale of TRANSLATED_LOCALES) {
        const name = known?.translations[locale]?.category;
        if (name && !translations[locale].category) translations[locale] = { ...translations[locale], category: name };
      }
      return { ...f, category, translations };
    });
  return (
    <>
      <Field
        label={t('impact.fields.label')}
        required
        maxLength={LIMITS.label}
        value={form.label}
        error={errors.label}
        onChange={(e) => {
          const label = e.target.value;
          update((f) => ({
            ...f,
            label,
            ...(keyEdited || f.metricKey !== slug(f.label) ? {} : { metricKey: slug(label) }),
          }));
        }}
      />
      <Field
        label={t('impact.fields.value')}
        hint={t('impact.fields.valueHint')}
        required
        maxLength={LIMITS.value}
        value={form.value}
        error={errors.value}
        onChange={(e) => set('value', e.target.value)}
      />
      <Field
        label={t('impact.fields.category')}
        hint={t('impact.fields.categoryHint')}
        required
        list={listId}
        maxLength={LIMITS.category}
        value={form.category}
        error={errors.category}
        onChange={(e) => setCategory(e.target.value)}
      />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextArea
        label={t('impact.fields.description')}
        hint={t('impact.fields.descriptionHint')}
        rows={3}
        maxLength={LIMITS.description}
        value={form.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <IconPicker value={form.icon} onChange={(icon) => set('icon', icon)} error={errors.icon} />
      <Field
        label={t('impact.fields.metricKey')}
        hint={t('impact.fields.metricKeyHint')}
        required
        maxLength={LIMITS.metricKey}
        value={form.metricKey}
        error={errors.metricKey}
        onChange={(e) => {
          setKeyEdited(true);
          set('metricKey', e.target.value);
        }}
      />
      <CheckboxField
        label={t('impact.fields.active')}
        checked={form.active}
        onChange={(e) => set('active', e.target.checked)}
      />
    </>
  );
}

/** The six icons as radio buttons, each drawn with its name (arrow keys move between them). */
function IconPicker({ value, onChange, error }: { value: Icon; onChange: (icon: Icon) => void; error?: string }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{t('impact.fields.icon')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {METRIC_ICONS.map((icon) => {
          const Icon = ICONS[icon];
          return (
            <label
              key={icon}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-white px-3 py-2 text-sm text-stone-900',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500',
                value === icon ? 'border-primary bg-primary-light font-semibold' : 'border-stone-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={value === icon}
                onChange={() => onChange(icon)}
                className="h-4 w-4 accent-primary"
              />
              <Icon className="h-5 w-5 shrink-0 text-primary-dark" aria-hidden="true" />
              {t(`impact.icons.${icon}`)}
            </label>
          );
        })}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
