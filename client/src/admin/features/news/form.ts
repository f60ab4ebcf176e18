import type { ImageValue } from '@common/admin/media';
import { type AdminArticle, ARTICLE_FIELDS, ARTICLE_WORDS, type ArticleSaveInput, slugify } from '@common/admin/news';
import { LOCALES, type Locale } from '@common/locale';
import { type VersionState, versionStates } from '@common/model/versions';
import {
  type EditableRecord,
  inputOf,
  liveVersions,
  type Opened,
  openedOf,
  type RecordForm,
} from '../../components/record/record-form';

/*
 * An article's form, on the kit's record form (components/record/record-form.ts, docs/decisions/078): the
 * same-in-every-language values once, each language's words, any language first and none required. What
 * is the article's own: an address made from the title until someone types one, and the image's
 * description in each language, kept in the article's words from the image field.
 */

/** The article as the kit's form opens it, with the image it names. */
export const editableOf = (article: AdminArticle, image: ImageValue | null): EditableRecord => ({
  ...article,
  words: article.words as EditableRecord['words'],
  updatedAt: article.savedAt,
  images: { imageId: image },
});

export const articleOpened = (article: AdminArticle | undefined, image: ImageValue | null): Opened =>
  openedOf(ARTICLE_FIELDS, ARTICLE_WORDS, article ? editableOf(article, image) : undefined);

/** A new article's form: nothing written, its by-line the staff member's name, and its companies theirs when limited. */
export function newForm(opened: Opened, author: string, companies: readonly number[] = []): RecordForm {
  // Staff limited to companies write about theirs (docs/decisions/088): every one ticked, to untick.
  return { ...opened.form, values: { ...opened.form.values, author, companies: [...companies] } };
}

/** Whether a language's words hold anything besides the image's description (which alone writes nothing). */
const written = (words: Record<string, string>) =>
  Object.entries(words).some(([name, text]) => name !== 'imageAlt' && text.trim() !== '' && !isEmptyHtml(name, text));

/** An editor left with only an empty paragraph holds no text. */
const isEmptyHtml = (name: string, text: string) =>
  name === 'contentHtml' && !/<img\b/i.test(text) && text.replace(/<[^>]*>|&nbsp;/g, '').trim() === '';

/**
 * The form as it is sent: each language's image description taken from the image field (the image's own,
 * as the staff member sees it there), only in languages written; an empty text editor as no text.
 */
export function sentForm(form: RecordForm): RecordForm {
  const image = form.values.imageId as ImageValue | null;
  const words = Object.fromEntries(
    LOCALES.map((locale) => {
      const mine = form.words[locale];
      if (!written(mine)) return [locale, Object.fromEntries(Object.keys(mine).map((name) => [name, '']))];
      const contentHtml = isEmptyHtml('contentHtml', mine.contentHtml ?? '') ? '' : (mine.contentHtml ?? '');
      return [locale, { ...mine, contentHtml, imageAlt: image?.alt[locale]?.trim() ?? mine.imageAlt ?? '' }];
    }),
  ) as RecordForm['words'];
  return { ...form, words };
}

/**
 * The form once a save went through, which the server may have merged with a colleague's save made since the
 * form was opened (docs/decisions/078): a field whose stored value the save changed though this person left
 * it as opened (a colleague's change, or an address the server made from the title) takes the saved value,
 * unless they typed in it since the save left; what they changed stays as they typed it. Stored values are
 * compared, not the form's, so that text the server only tidied (sanitised HTML) is no change and does not
 * reload the editors. Without this the form would show the colleague's fields as they were, and the next
 * save would put them back. Also gives the fields taken ('words.fr.contentHtml').
 */
export function withSavedFields(
  form: RecordForm,
  sent: RecordForm,
  opened: Opened,
  saved: Opened,
): { form: RecordForm; taken: string[] } {
  const stored = (value: unknown) => JSON.stringify(value === undefined || value === '' ? null : value);
  const taken: string[] = [];
  const values = { ...form.values };
  for (const name of Object.keys(saved.form.values)) {
    const kept =
      JSON.stringify(sent.values[name]) === JSON.stringify(opened.form.values[name]) &&
      JSON.stringify(form.values[name]) === JSON.stringify(sent.values[name]);
    if (kept && stored(saved.values[name]) !== stored(opened.values[name])) {
      values[name] = saved.form.values[name];
      taken.push(`values.${name}`);
    }
  }
  const words = Object.fromEntries(
    LOCALES.map((locale) => {
      const mine = { ...form.words[locale] };
      for (const name of Object.keys(saved.form.words[locale])) {
        const sentText = sent.words[locale][name] ?? '';
        const kept = sentText === (opened.form.words[locale][name] ?? '') && (mine[name] ?? '') === sentText;
        const before = opened.versions[locale]?.words[name];
        if (kept && stored(saved.versions[locale]?.words[name]) !== stored(before)) {
          mine[name] = saved.form.words[locale][name];
          taken.push(`words.${locale}.${name}`);
        }
      }
      return [locale, mine];
    }),
  ) as RecordForm['words'];
  return { form: { ...form, values, words }, taken };
}

/** What a save sends (the caller adds `autosave` and `editSession`). */
export const saveInputOf = (form: RecordForm, opened: Opened): ArticleSaveInput =>
  inputOf(ARTICLE_FIELDS, sentForm(form), opened, ARTICLE_WORDS) as ArticleSaveInput;

/** Each language's state as the form stands, by the one rule (model/versions.ts). */
export const liveStates = (form: RecordForm, opened: Opened): Record<Locale, VersionState> =>
  versionStates(liveVersions(ARTICLE_FIELDS, sentForm(form), opened.versions, ARTICLE_WORDS).versions, ARTICLE_WORDS);

/** The languages written in the form (what can be previewed or published once saved). */
export const writtenLanguages = (form: RecordForm): Locale[] => LOCALES.filter((locale) => written(form.words[locale]));

/**
 * Where the address follows the title: a language whose address is empty or still the title's, and that is
 * not on the site (a published address changes only when someone types it).
 */
export function slugFollows(article: AdminArticle | undefined, form: RecordForm): Record<Locale, boolean> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const words = form.words[locale];
      const follows = !article?.site[locale] && (!words.slug || words.slug === slugify(words.title ?? ''));
      return [locale, follows];
    }),
  ) as Record<Locale, boolean>;
}

/** The language tab holding a field path's error ("words.fr.slug"); null for the shared fields. */
export function tabOf(path: string | undefined): Locale | null {
  const match = /^words\.(\w+)\b/.exec(path ?? '');
  const locale = match?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
}
