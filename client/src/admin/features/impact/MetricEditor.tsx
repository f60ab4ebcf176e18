import {
  type AdminMetric,
  LIMITS,
  METRIC_TEXT,
  type MetricInput,
  metricInputSchema,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@common/admin/impact';
import { METRIC_ICONS } from '@common/impact';
import type { Locale } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { TextArea } from '../../components/TextArea';
import { focusFirstError, schemaErrors, tabOfFirstError } from '../../components/translation/errors';
import { LanguageTabs } from '../../components/translation/LanguageTabs';
import { liveState } from '../../components/translation/live-state';
import { type TextField, TranslationPanel } from '../../components/translation/TranslationPanel';
import { useT } from '../../i18n';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { createMetric, metricsQuery, updateMetric } from './api';
import { ICONS } from './icons';

type Text = Record<string, string>;
interface FormState {
  metricKey: string;
  category: string;
  value: string;
  label: string;
  description: string;
  icon: (typeof METRIC_ICONS)[number];
  active: boolean;
  translations: Record<TranslatedLocale, Text>;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.metricKey);

function formOf(metric?: AdminMetric): FormState {
  return {
    metricKey: metric?.metricKey ?? '',
    category: metric?.category ?? '',
    value: metric?.value ?? '',
    label: metric?.label ?? '',
    description: metric?.description ?? '',
    icon: (METRIC_ICONS as readonly string[]).includes(metric?.icon ?? '')
      ? (metric?.icon as FormState['icon'])
      : 'Target',
    active: metric?.active ?? true,
    translations: { fr: { ...metric?.translations.fr }, sw: { ...metric?.translations.sw } },
  } as FormState;
}

/** A new metric (no id) or an existing one, once the list is loaded. */
export function MetricEditor({ id, onNotice }: { id?: number; onNotice: (text: string) => void }) {
  const t = useT();
  const metrics = useQuery(metricsQuery);
  if (metrics.isPending) return <p role="status">{t('common.loading')}</p>;
  if (metrics.error) return <Alert tone="error">{t('common.loadError', { message: metrics.error.message })}</Alert>;
  const metric = id === undefined ? undefined : metrics.data.find((m) => m.id === id);
  if (id !== undefined && !metric) return <Alert tone="error">{t('common.notFound.text')}</Alert>;
  return <MetricForm key={id ?? 'new'} metric={metric} all={metrics.data} onNotice={onNotice} />;
}

function MetricForm({
  metric,
  all,
  onNotice,
}: {
  metric?: AdminMetric;
  all: AdminMetric[];
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const listId = useId();
  const [form, setForm] = useState<FormState>(() => formOf(metric));
  const [keyEdited, setKeyEdited] = useState(Boolean(metric));
  const [reviewed, setReviewed] = useState<Record<TranslatedLocale, boolean>>({ fr: false, sw: false });
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const before = metric ? formOf(metric) : undefined;
  const categories = [...new Set(all.map((m) => m.category))];
  // Leaving with changes not saved asks first (lib/leave-guard.ts).
  useUnsavedChanges(JSON.stringify(form) !== JSON.stringify(before ?? formOf(undefined)));

  const save = useMutation<AdminMetric, ApiError, MetricInput>({
    mutationFn: (input) => (metric ? updateMetric(metric.id, input) : createMetric(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: metricsQuery.queryKey });
      onNotice(metric ? t('impact.saved') : t('impact.created'));
      leaveWithoutAsking(() => navigate('/'));
    },
    onError: (error) => {
      setErrors(error.fields);
      const where = tabOfFirstError(error.fields);
      if (where) setTab(where);
      focusFirstError(formRef.current);
    },
  });

  const english = { category: form.category, value: form.value, label: form.label, description: form.description };
  const englishBefore = before && {
    category: before.category,
    value: before.value,
    label: before.label,
    description: before.description,
  };
  const states = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      liveState({
        saved: metric?.status[locale],
        english,
        englishBefore,
        translation: form.translations[locale],
        translationBefore: before?.translations[locale],
        reviewed: reviewed[locale],
        spec: METRIC_TEXT,
      }),
    ]),
  ) as Record<TranslatedLocale, ReturnType<typeof liveState>>;
  const englishChanged = Boolean(
    englishBefore && METRIC_TEXT.fields.some((f) => (english[f] ?? '').trim() !== (englishBefore[f] ?? '').trim()),
  );

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setCategory = (category: string) =>
    setForm((f) => {
      // A known category brings its translated names (they are shared by its metrics).
      const known = all.find((m) => m.category === category.trim());
      const translations = { ...f.translations };
      for (const locale of TRANSLATED_LOCALES) {
        const name = known?.translations[locale]?.category;
        if (name && !translations[locale].category) translations[locale] = { ...translations[locale], category: name };
      }
      return { ...f, category, translations };
    });

  const input = (): MetricInput => ({
    metricKey: form.metricKey,
    category: form.category,
    value: form.value,
    label: form.label,
    description: form.description || null,
    icon: form.icon,
    active: form.active,
    translations: form.translations,
    reviewed: TRANSLATED_LOCALES.filter((locale) => reviewed[locale]),
    updatedAt: metric?.updatedAt,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = schemaErrors(metricInputSchema, input());
    setErrors(found);
    if (Object.keys(found).length) {
      const where = tabOfFirstError(found);
      if (where) setTab(where);
      focusFirstError(formRef.current);
      return;
    }
    save.mutate(input());
  }

  const title = metric ? t('impact.editTitle', { name: metric.label }) : t('impact.newTitle');
  const fields: TextField[] = [
    { name: 'category', label: t('impact.fields.category'), maxLength: LIMITS.category },
    { name: 'value', label: t('impact.fields.value'), maxLength: LIMITS.value, optional: true },
    { name: 'label', label: t('impact.fields.label'), maxLength: LIMITS.label },
    { name: 'description', label: t('impact.fields.description'), maxLength: LIMITS.description, rows: 3 },
  ];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <>
      <p className="mb-2">
        <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('impact.back')}
        </Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      {(hasErrors || save.error) && (
        <div className="mb-4">
          <Alert tone="error">{save.error && !hasErrors ? save.error.message : t('impact.checkFields')}</Alert>
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        <LanguageTabs value={tab} onValueChange={setTab} states={states}>
          {(locale) =>
            locale === 'en' ? (
              <>
                <Field
                  label={t('impact.fields.label')}
                  required
                  maxLength={LIMITS.label}
                  value={form.label}
                  error={errors.label}
                  onChange={(e) => {
                    const label = e.target.value;
                    setForm((f) => ({ ...f, label, ...(keyEdited ? {} : { metricKey: slug(label) }) }));
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
                <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={form.active}
                    onChange={(e) => set('active', e.target.checked)}
                  />
                  {t('impact.fields.active')}
                </label>
              </>
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
                savedState={metric?.status[locale]}
                englishChanged={englishChanged}
                confirmed={reviewed[locale]}
                onConfirm={(value) => setReviewed((r) => ({ ...r, [locale]: value }))}
              />
            )
          }
        </LanguageTabs>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('impact.saving') : metric ? t('impact.save') : t('impact.create')}
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">{t('common.cancel')}</Link>
          </Button>
        </div>
      </form>
    </>
  );
}

/** The six icons as radio buttons, each drawn with its name (arrow keys move between them). */
function IconPicker({
  value,
  onChange,
  error,
}: {
  value: FormState['icon'];
  onChange: (icon: FormState['icon']) => void;
  error?: string;
}) {
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
