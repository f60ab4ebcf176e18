import type { AdminArticle } from '@common/admin/news';
import { describe, expect, it } from 'vitest';
import { articleOpened, liveStates, newForm, saveInputOf, tabOf, withSavedFields, writtenLanguages } from './form';

const article: AdminArticle = {
  id: 7,
  values: { category: 'Expansion', author: 'Amina', imageId: null, imageUrl: null, companies: [] },
  words: { sw: { title: 'Habari', slug: 'habari', excerpt: 'Fupi', contentHtml: '<p>Maandishi</p>' } },
  sources: { sw: null },
  status: { en: 'missing', fr: 'missing', sw: 'current' },
  changedAt: { sw: '2026-11-30T10:00:00.000Z' },
  label: 'Habari',
  revision: 12,
  publication: 'draft',
  publishAt: null,
  featuredRank: null,
  site: {},
  savedAt: '2026-11-30T10:00:00.000Z',
  savedBy: 'Amina',
  createdAt: '2026-11-30T10:00:00.000Z',
  review: null,
};

describe("an article's form", () => {
  it('starts a new article with nothing written, by the staff member', () => {
    const opened = articleOpened(undefined, null);
    const form = newForm(opened, 'Juma');
    const input = saveInputOf(form, opened);
    expect(input.values).toMatchObject({ author: 'Juma', category: null });
    expect(input.words).toBeUndefined();
    expect(input.revision).toBeUndefined();
  });

  it('saves a Swahili-only article, and sends only the language changed, at the version opened', () => {
    const opened = articleOpened(article, null);
    expect(saveInputOf(opened.form, opened)).toMatchObject({ revision: 12 });
    expect(saveInputOf(opened.form, opened).words).toBeUndefined();
    const form = {
      ...opened.form,
      words: { ...opened.form.words, fr: { ...opened.form.words.fr, title: 'Nouvelles' } },
    };
    const input = saveInputOf(form, opened);
    expect(Object.keys(input.words ?? {})).toEqual(['fr']);
    // A new language says what it is written from: the article's original, Swahili.
    expect(input.from).toEqual({ fr: 'sw' });
    expect(liveStates(form, opened)).toEqual({ en: 'missing', fr: 'current', sw: 'current' });
    expect(writtenLanguages(form)).toEqual(['fr', 'sw']);
  });

  it('writes no language from an image description alone, nor from an empty text editor', () => {
    const opened = articleOpened(article, null);
    const image = { id: 3, url: '/media/a-960.webp', width: 960, height: 540, alt: { en: 'A field' } };
    const form = {
      ...opened.form,
      values: { ...opened.form.values, imageId: image },
      words: { ...opened.form.words, en: { ...opened.form.words.en, contentHtml: '<p><br></p>' } },
    };
    const input = saveInputOf(form as never, opened);
    expect(input.words).toBeUndefined();
    expect(input.values.imageId).toBe(3);
    expect(writtenLanguages(form as never)).toEqual(['sw']);
  });

  it("takes a colleague's fields merged in by the save, keeps what this person changed or typed since", () => {
    const opened = articleOpened(article, null);
    const sw = opened.form.words.sw;
    const sent = { ...opened.form, words: { ...opened.form.words, sw: { ...sw, title: 'Habari zangu' } } };
    // Typed while the save was under way: kept as typed.
    const form = { ...sent, values: { ...sent.values, author: 'Juma' } };
    const saved = articleOpened(
      {
        ...article,
        values: { ...article.values, category: 'Awards', author: 'Neema' },
        words: { sw: { ...article.words.sw, title: 'Habari zangu', excerpt: 'Yao' } },
        revision: 14,
      },
      null,
    );
    const { form: after, taken } = withSavedFields(form, sent, opened, saved);
    expect(taken).toEqual(['values.category', 'words.sw.excerpt']);
    expect(after.values).toMatchObject({ category: 'Awards', author: 'Juma' });
    expect(after.words.sw).toMatchObject({ title: 'Habari zangu', excerpt: 'Yao' });
  });

  it('takes nothing when the server only tidied the text this person sent (sanitised HTML)', () => {
    const opened = articleOpened(article, null);
    // The editor's own HTML, as sent last time; the server stored it tidied, and the form was opened on it.
    const typed = '<p dir="ltr"><span style="white-space: pre-wrap;">Maandishi</span></p>';
    const base = {
      ...opened,
      form: { ...opened.form, words: { ...opened.form.words, sw: { ...opened.form.words.sw, contentHtml: typed } } },
    };
    const sent = { ...base.form, words: { ...base.form.words, sw: { ...base.form.words.sw, title: 'Habari mpya' } } };
    const saved = articleOpened({ ...article, words: { sw: { ...article.words.sw, title: 'Habari mpya' } } }, null);
    const { form: after, taken } = withSavedFields(sent, sent, base, saved);
    expect(taken).toEqual([]);
    expect(after.words.sw.contentHtml).toBe(typed);
  });

  it("finds an error's language tab from its path", () => {
    expect(tabOf('words.fr.slug')).toBe('fr');
    expect(tabOf('values.category')).toBeNull();
    expect(tabOf(undefined)).toBeNull();
  });
});
