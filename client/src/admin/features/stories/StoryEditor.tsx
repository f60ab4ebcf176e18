import {
  type AdminStory,
  LIMITS,
  STORY_TEXT,
  type StoryInput,
  storyInputSchema,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@common/admin/impact';
import type { ImageValue } from '@common/admin/media';
import { STORY_CATEGORIES } from '@common/impact';
import type { Locale } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { ImageField, imageAltError } from '../../components/media/ImageField';
import { PageTitle } from '../../components/PageTitle';
import { TextArea } from '../../components/TextArea';
import { focusFirstError, schemaErrors, tabOfFirstError } from '../../components/translation/errors';
import { LanguageTabs } from '../../components/translation/LanguageTabs';
import { liveState } from '../../components/translation/live-state';
import { type TextField, TranslationPanel } from '../../components/translation/TranslationPanel';
import { useT } from '../../i18n';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { createStory, storiesQuery, updateStory } from './api';
import { StoryPhoto } from './StoryPhoto';

type Text = Record<string, string>;
interface FormState {
  name: string;
  title: string;
  company: string;
  category: string;
  year: string;
  location: string;
  story: string;
  impact: string;
  published: boolean;
  translations: Record<TranslatedLocale, Text>;
}

function formOf(story?: AdminStory): FormState {
  return {
    name: story?.name ?? '',
    title: story?.title ?? '',
    company: story?.company ?? '',
    category: story?.category ?? '',
    year: story?.year != null ? String(story.year) : '',
    location: story?.location ?? '',
    story: story?.story ?? '',
    impact: story?.impact ?? '',
    published: story?.published ?? false,
    translations: { fr: { ...story?.translations.fr }, sw: { ...story?.translations.sw } },
  } as FormState;
}

const englishOf = (f: FormState) => ({
  title: f.title,
  company: f.company,
  category: f.category,
  location: f.location,
  story: f.story,
  impact: f.impact,
});

export function StoryEditor({ id, onNotice }: { id?: number; onNotice: (text: string) => void }) {
  const t = useT();
  const stories = useQuery(storiesQuery);
  if (stories.isPending) return <p role="status">{t('common.loading')}</p>;
  if (stories.error) return <Alert tone="error">{t('common.loadError', { message: stories.error.message })}</Alert>;
  const story = id === undefined ? undefined : stories.data.find((s) => s.id === id);
  if (id !== undefined && !story) return <Alert tone="error">{t('common.notFound.text')}</Alert>;
  return <StoryForm key={id ?? 'new'} story={story} all={stories.data} onNotice={onNotice} />;
}

function StoryForm({
  story,
  all,
  onNotice,
}: {
  story?: AdminStory;
  all: AdminStory[];
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const listId = useId();
  const [form, setForm] = useState<FormState>(() => formOf(story));
  const [image, setImage] = useState<ImageValue | null>(story?.image ?? null);
  // A photo from before uploads (a fixed address) can be removed; a new upload replaces it.
  const [legacyPhoto, setLegacyPhoto] = useState(story && !story.image ? story.imageUrl : null);
  const [reviewed, setReviewed] = useState<Record<TranslatedLocale, boolean>>({ fr: false, sw: false });
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const before = story ? formOf(story) : undefined;
  const categories = [...new Set([...STORY_CATEGORIES, ...all.map((s) => s.category)])];
  // Leaving with changes not saved asks first (lib/leave-guard.ts).
  useUnsavedChanges(
    JSON.stringify([form, image, legacyPhoto]) !==
      JSON.stringify([
        before ?? formOf(undefined),
        story?.image ?? null,
        story && !story.image ? story.imageUrl : null,
      ]),
  );

  const save = useMutation<AdminStory, ApiError, StoryInput>({
    mutationFn: (input) => (story ? updateStory(story.id, input) : createStory(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey });
      onNotice(story ? t('stories.saved') : t('stories.created'));
      leaveWithoutAsking(() => navigate('/'));
    },
    onError: (error) => {
      setErrors(error.fields);
      const where = tabOfFirstError(error.fields);
      if (where) setTab(where);
      focusFirstError(formRef.current);
    },
  });

  const english = englishOf(form);
  const englishBefore = before && englishOf(before);
  const states = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      liveState({
        saved: story?.status[locale],
        english,
        englishBefore,
        translation: form.translations[locale],
        translationBefore: before?.translations[locale],
        reviewed: reviewed[locale],
        spec: STORY_TEXT,
      }),
    ]),
  ) as Record<TranslatedLocale, ReturnType<typeof liveState>>;
  const englishChanged = Boolean(
    englishBefore && STORY_TEXT.fields.some((f) => english[f].trim() !== englishBefore[f].trim()),
  );
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const photo = (): StoryInput['image'] => {
    if (image) return { id: image.id, alt: { en: image.alt.en ?? '', fr: image.alt.fr, sw: image.alt.sw } };
    // Unchanged: a legacy photo still there, or the same "no photo" as before.
    if (story && legacyPhoto === story.imageUrl && !story.image) return undefined;
    return null;
  };
  const year = form.year.trim();
  const input = (): StoryInput => ({
    name: form.name,
    title: form.title,
    company: form.company || null,
    category: form.category,
    year: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    location: form.location || null,
    story: form.story,
    impact: form.impact || null,
    image: photo(),
    published: form.published,
    translations: form.translations,
    reviewed: TRANSLATED_LOCALES.filter((locale) => reviewed[locale]),
    updatedAt: story?.updatedAt,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = schemaErrors(storyInputSchema, input());
    setErrors(found);
    if (Object.keys(found).length) {
      const where = tabOfFirstError(found);
      if (where) setTab(where);
      focusFirstError(formRef.current);
      return;
    }
    save.mutate(input());
  }

  const title = story ? t('stories.editTitle', { name: story.name }) : t('stories.newTitle');
  const fields: TextField[] = [
    { name: 'title', label: t('stories.fields.title'), maxLength: LIMITS.title },
    { name: 'company', label: t('stories.fields.company'), maxLength: LIMITS.company, optional: true },
    { name: 'category', label: t('stories.fields.category'), maxLength: LIMITS.storyCategory },
    { name: 'location', label: t('stories.fields.location'), maxLength: LIMITS.location },
    { name: 'story', label: t('stories.fields.story'), maxLength: LIMITS.story, rows: 6 },
    { name: 'impact', label: t('stories.fields.impact'), maxLength: LIMITS.impact, rows: 2 },
  ];
  const hasErrors = Object.keys(errors).length > 0;
  const photoError = errors.image ?? errors['image.id'] ?? errors['image.alt.en'];

  return (
    <>
      <p className="mb-2">
        <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('stories.back')}
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
                  label={t('stories.fields.name')}
                  hint={t('stories.fields.nameHint')}
                  required
                  maxLength={LIMITS.name}
                  value={form.name}
                  error={errors.name}
                  onChange={(e) => set('name', e.target.value)}
                />
                <Field
                  label={t('stories.fields.title')}
                  required
                  maxLength={LIMITS.title}
                  value={form.title}
                  error={errors.title}
                  onChange={(e) => set('title', e.target.value)}
                />
                <Field
                  label={t('stories.fields.company')}
                  hint={t('stories.fields.companyHint')}
                  maxLength={LIMITS.company}
                  value={form.company}
                  error={errors.company}
                  onChange={(e) => set('company', e.target.value)}
                />
                <Field
                  label={t('stories.fields.category')}
                  hint={t('stories.fields.categoryHint')}
                  required
                  list={listId}
                  maxLength={LIMITS.storyCategory}
                  value={form.category}
                  error={errors.category}
                  onChange={(e) => set('category', e.target.value)}
                />
                <datalist id={listId}>
                  {categories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label={t('stories.fields.year')}
                    hint={t('stories.fields.yearHint')}
                    inputMode="numeric"
                    maxLength={4}
                    value={form.year}
                    error={errors.year}
                    onChange={(e) => set('year', e.target.value)}
                  />
                  <Field
                    label={t('stories.fields.location')}
                    hint={t('stories.fields.locationHint')}
                    maxLength={LIMITS.location}
                    value={form.location}
                    error={errors.location}
                    onChange={(e) => set('location', e.target.value)}
                  />
                </div>
                <TextArea
                  label={t('stories.fields.story')}
                  required
                  rows={6}
                  maxLength={LIMITS.story}
                  value={form.story}
                  error={errors.story}
                  onChange={(e) => set('story', e.target.value)}
                />
                <TextArea
                  label={t('stories.fields.impact')}
                  hint={t('stories.fields.impactHint')}
                  rows={2}
                  maxLength={LIMITS.impact}
                  value={form.impact}
                  error={errors.impact}
                  onChange={(e) => set('impact', e.target.value)}
                />
                {legacyPhoto && !image && (
                  <div className="flex flex-wrap items-center gap-3">
                    <StoryPhoto story={{ name: form.name, imageUrl: legacyPhoto }} />
                    <span className="text-sm text-stone-700">{t('stories.fields.currentPhoto')}</span>
                    <Button size="sm" variant="outline" onClick={() => setLegacyPhoto(null)}>
                      {t('stories.fields.removePhoto')}
                    </Button>
                  </div>
                )}
                {story?.imageUrl && !legacyPhoto && !image && !story.image && (
                  <p role="status" className="text-sm text-stone-700">
                    {t('stories.fields.photoRemoved')}
                  </p>
                )}
                <ImageField
                  label={t('stories.fields.photo')}
                  hint={t('stories.fields.photoHint')}
                  value={image}
                  onChange={setImage}
                  shape="square"
                  showErrors={submitted}
                  error={photoError && photoError !== imageAltError(image) ? photoError : undefined}
                />
                <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={form.published}
                    onChange={(e) => set('published', e.target.checked)}
                  />
                  {t('stories.fields.published')}
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
                savedState={story?.status[locale]}
                englishChanged={englishChanged}
                confirmed={reviewed[locale]}
                onConfirm={(value) => setReviewed((r) => ({ ...r, [locale]: value }))}
              />
            )
          }
        </LanguageTabs>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('stories.saving') : story ? t('stories.save') : t('stories.create')}
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">{t('common.cancel')}</Link>
          </Button>
        </div>
      </form>
    </>
  );
}
