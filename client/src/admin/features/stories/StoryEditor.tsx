import { type AdminStory, LIMITS, STORY_TEXT, type StoryInput, storyInputSchema } from '@common/admin/impact';
import type { ImageValue } from '@common/admin/media';
import { STORY_CATEGORIES } from '@common/impact';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { ImageField, imageAltError } from '../../components/media/ImageField';
import { RecordFromList } from '../../components/record/RecordFromList';
import { fieldLabelsFrom, RecordHistory, RestoredNotice } from '../../components/record/RecordHistory';
import {
  type RecordEditor,
  TranslatableRecordEditor,
  translationsOf,
} from '../../components/record/TranslatableRecordEditor';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import { createStory, restoreStory, storiesQuery, storyHistoryQuery, updateStory } from './api';
import { StoryPhoto } from './StoryPhoto';

const formOf = (story?: AdminStory) => ({
  name: story?.name ?? '',
  title: story?.title ?? '',
  company: story?.company ?? '',
  category: story?.category ?? '',
  year: story?.year != null ? String(story.year) : '',
  location: story?.location ?? '',
  story: story?.story ?? '',
  impact: story?.impact ?? '',
  published: story?.published ?? false,
  image: (story?.image ?? null) as ImageValue | null,
  // A photo from before uploads (a fixed address) can be removed; a new upload replaces it.
  legacyPhoto: story && !story.image ? story.imageUrl : null,
  translations: translationsOf(story?.translations),
});
type StoryForm = ReturnType<typeof formOf>;

/** The photo to send: the image chosen, unchanged (undefined), or none (null). */
function photo(form: StoryForm, story?: AdminStory): StoryInput['image'] {
  const { image } = form;
  if (image) return { id: image.id, alt: { en: image.alt.en ?? '', fr: image.alt.fr, sw: image.alt.sw } };
  // Unchanged: a legacy photo still there, or the same "no photo" as before.
  if (story && form.legacyPhoto === story.imageUrl && !story.image) return undefined;
  return null;
}

function inputOf(form: StoryForm, story: AdminStory | undefined, updatedAt?: string): Omit<StoryInput, 'reviewed'> {
  const year = form.year.trim();
  return {
    name: form.name,
    title: form.title,
    company: form.company || null,
    category: form.category,
    year: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    location: form.location || null,
    story: form.story,
    impact: form.impact || null,
    image: photo(form, story),
    published: form.published,
    translations: form.translations,
    updatedAt,
  };
}

/** A new story (no id) or an existing one, once the list is loaded: the kit's translatable record editor. */
export function StoryEditor({ id, onNotice }: { id?: number; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  // A restore stays on this screen, whose editor starts again from the restored version: the notice
  // lives here, above it.
  const [restored, setRestored] = useState('');
  return (
    <>
      <RestoredNotice text={restored} />
      <RecordFromList query={storiesQuery} id={id}>
        {({ record: story, all, reload, show }) => (
          <>
            <TranslatableRecordEditor
              title={story ? t('stories.editTitle', { name: story.name }) : t('stories.newTitle')}
              backLabel={t('stories.back')}
              createLabel={t('stories.create')}
              screen="stories"
              record={story}
              initial={formOf(story)}
              status={story?.status}
              spec={STORY_TEXT}
              translated={{
                title: { label: t('stories.fields.title'), maxLength: LIMITS.title },
                company: { label: t('stories.fields.company'), maxLength: LIMITS.company },
                category: { label: t('stories.fields.category'), maxLength: LIMITS.storyCategory },
                location: { label: t('stories.fields.location'), maxLength: LIMITS.location },
                story: { label: t('stories.fields.story'), maxLength: LIMITS.story, rows: 6 },
                impact: { label: t('stories.fields.impact'), maxLength: LIMITS.impact, rows: 2 },
              }}
              schema={storyInputSchema}
              toInput={(form, reviewed, updatedAt): StoryInput => ({ ...inputOf(form, story, updatedAt), reviewed })}
              save={(input) => (story ? updateStory(story.id, input) : createStory(input))}
              onSaved={() => {
                void queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey });
                onNotice(story ? t('stories.saved') : t('stories.created'));
              }}
              onReload={reload}
            >
              {(editor) => <EnglishFields editor={editor} story={story} all={all} />}
            </TranslatableRecordEditor>
            {story && (
              <RecordHistory
                name={story.name}
                updatedAt={story.updatedAt}
                query={storyHistoryQuery(story.id)}
                restore={(revision, updatedAt) => restoreStory(story.id, revision.id, updatedAt)}
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

/** A story's fields as a version names them (server/src/modules/impact/admin-repository.ts storySnapshot). */
const FIELD_WORDS = {
  name: 'stories.fields.name',
  title: 'stories.fields.title',
  company: 'stories.fields.company',
  category: 'stories.fields.category',
  year: 'stories.fields.year',
  location: 'stories.fields.location',
  story: 'stories.fields.story',
  impact: 'stories.fields.impact',
  imageId: 'stories.fields.photo',
  published: 'stories.published',
} as const;

/** The story in English, and what is not translated: the person's name, the year, the photo, publishing. */
function EnglishFields({
  editor: { form, set, errors, submitted },
  story,
  all,
}: {
  editor: RecordEditor<StoryForm>;
  story?: AdminStory;
  all: AdminStory[];
}) {
  const t = useT();
  const listId = useId();
  const categories = [...new Set([...STORY_CATEGORIES, ...all.map((s) => s.category)])];
  const { image, legacyPhoto } = form;
  const photoError = errors.image ?? errors['image.id'] ?? errors['image.alt.en'];
  return (
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
          <Button size="sm" variant="outline" onClick={() => set('legacyPhoto', null)}>
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
        onChange={(value) => set('image', value)}
        shape="square"
        showErrors={submitted}
        error={photoError && photoError !== imageAltError(image) ? photoError : undefined}
      />
      <CheckboxField
        label={t('stories.fields.published')}
        checked={form.published}
        onChange={(e) => set('published', e.target.checked)}
      />
    </>
  );
}
