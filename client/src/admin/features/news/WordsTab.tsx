import { type AdminArticle, ARTICLE_FIELDS, ARTICLE_WORDS, NEWS_LIMITS, slugify } from '@common/admin/news';
import type { Locale } from '@common/locale';
import { Field } from '../../components/Field';
import type { Opened, RecordForm } from '../../components/record/record-form';
import { VersionNotes } from '../../components/record/VersionNotes';
import { TextArea } from '../../components/TextArea';
import { useT } from '../../i18n';
import { fieldInLanguage } from '../../lib/words';
import { ContentField } from './ContentField';

/** The dictionary keys of the article's fields' names (the history and the conflict choice name them too). */
export const FIELD_LABELS = {
  category: 'news.fields.category',
  author: 'news.fields.author',
  imageId: 'news.fields.image',
  companies: 'news.fields.companies',
  title: 'news.fields.title',
  slug: 'news.fields.slug',
  excerpt: 'news.fields.excerpt',
  contentHtml: 'news.fields.content',
  imageAlt: 'news.fields.imageAlt',
} as const;

/**
 * One language's words of an article: what the tab says of the version (written from, out of date,
 * model/versions.ts by way of the kit's VersionNotes), then its title, its address (made from the title
 * until someone types one, never for a version on the site), its excerpt and its text. Any language may
 * be written first, and none is required to save.
 */
export function ArticleWordsTab({
  locale,
  lang,
  form,
  setForm,
  opened,
  server,
  errors,
}: {
  locale: Locale;
  lang: string;
  form: RecordForm;
  setForm: (change: (form: RecordForm) => RecordForm) => void;
  opened: Opened;
  server: AdminArticle | undefined;
  errors: Record<string, string>;
}) {
  const t = useT();
  const language = t(`kit.languages.${locale}`);
  const words = form.words[locale];
  const site = server?.site[locale];
  const path = (field: string) => `words.${locale}.${field}`;
  const setWord = (field: string, text: string) =>
    setForm((f) => {
      const mine = { ...f.words[locale], [field]: text };
      const follows = !site && (!f.words[locale].slug || f.words[locale].slug === slugify(f.words[locale].title ?? ''));
      if (field === 'title' && follows) mine.slug = slugify(text);
      return { ...f, words: { ...f.words, [locale]: mine } };
    });
  const common = (field: keyof typeof FIELD_LABELS) => ({
    label: fieldInLanguage(t, t(FIELD_LABELS[field]), language),
    lang,
    'data-path': path(field),
    value: words[field] ?? '',
    error: errors[path(field)],
  });
  return (
    <>
      <VersionNotes
        locale={locale}
        fields={ARTICLE_FIELDS}
        spec={ARTICLE_WORDS}
        form={form}
        opened={opened}
        setForm={setForm}
      />
      <Field {...common('title')} maxLength={NEWS_LIMITS.title} onChange={(e) => setWord('title', e.target.value)} />
      <Field
        {...common('slug')}
        lang={undefined}
        hint={
          <>
            {t('news.fields.slugHint', { path: `/news/${words.slug || '…'}` })}
            {site && site.slug !== words.slug && <> {t('news.fields.slugRedirect', { old: site.path })}</>}
          </>
        }
        maxLength={NEWS_LIMITS.slug}
        onChange={(e) => setWord('slug', e.target.value)}
      />
      <TextArea
        {...common('excerpt')}
        hint={t('news.fields.excerptHint')}
        rows={3}
        maxLength={NEWS_LIMITS.excerpt}
        onChange={(e) => setWord('excerpt', e.target.value)}
      />
      <ContentField
        label={fieldInLanguage(t, t(FIELD_LABELS.contentHtml), language)}
        lang={lang}
        initialHtml={words.contentHtml ?? ''}
        onChange={(html) => setWord('contentHtml', html)}
        error={errors[path('contentHtml')]}
      />
    </>
  );
}
