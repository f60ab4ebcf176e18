import { ISSUE_WORDS } from '@common/admin/newsletter';
import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';
import { asText, isWritten, type Versions } from '@common/model/versions';
import type { OutgoingMail } from '../mail';
import { type NewsletterArticle, versionFor } from './articles';
import { fill, MAIL_TEXT } from './mail-text';

/**
 * The newsletter's e-mails, built only from validated values: the subscriber's address (the shared
 * schema), tokens we made, the configured public URL, and staff text escaped for HTML. Every mail has a
 * plain-text part; the HTML part is simple markup without styles (the admin preview shows it as it is).
 */

/** Links carry the token after '#': browsers never send it to the server (docs/decisions/016). */
const confirmPageUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}/newsletter/confirm?lang=${locale}#token=${token}`;
const unsubscribePageUrl = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?lang=${locale}#token=${token}`;
/** RFC 8058: the address a mail program POSTs `List-Unsubscribe=One-Click` to. */
const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The headers of an issue: the list it comes from (RFC 2919 List-Id, named under the site's own host, so
 * mail programs can file and filter it and spam filters see a real list: SpamAssassin scores a list
 * mail without one, LIST_PARTIAL_SHORT_MSG) and the one-click unsubscribe of RFC 8058.
 */
export const issueHeaders = (publicUrl: string, token: string): OutgoingMail['headers'] => ({
  'List-Id': `<newsletter.${new URL(publicUrl).hostname}>`,
  'List-Unsubscribe': `<${oneClickUrl(publicUrl, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function htmlDocument(locale: Locale, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

/** Paragraphs split on blank lines; a single line break stays a line break. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function confirmationMail(options: {
  email: string;
  locale: Locale;
  token: string;
  publicUrl: string;
  subscriberId: number;
  now: Date;
}): OutgoingMail {
  const { email, locale, token, publicUrl, subscriberId, now } = options;
  const text = MAIL_TEXT[locale];
  const link = confirmPageUrl(publicUrl, locale, token);
  const asked = fill(text.confirm.asked, { email });
  return {
    kind: 'newsletter_confirmation',
    to: email,
    language: locale,
    subject: text.confirm.subject,
    text: [text.confirm.greeting, asked, `${text.confirm.openLink}\n${link}`, text.confirm.ignore, text.signature].join(
      '\n\n',
    ),
    html: htmlDocument(
      locale,
      text.confirm.subject,
      [
        `<p>${escapeHtml(text.confirm.greeting)}</p>`,
        `<p>${escapeHtml(asked)}</p>`,
        `<p>${escapeHtml(text.confirm.openLink)}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(text.confirm.button)}</a></p>`,
        `<p>${escapeHtml(text.confirm.ignore)}</p>`,
        `<p>${escapeHtml(text.signature)}</p>`,
      ].join('\n'),
    ),
    subscriberId,
    notBefore: now,
  };
}

/** What an issue's mails are written from: its versions (docs/decisions/078); an issue row is one. */
export interface IssueContent {
  versions: Versions;
}

/** The languages an issue can be sent in: those it is written in (a subject, by the one rule). */
export const isWrittenIn = (issue: IssueContent, locale: Locale): boolean =>
  isWritten(issue.versions[locale]?.words, ISSUE_WORDS);

/** The issue's subject and introduction in a language it is written in. */
const textIn = (issue: IssueContent, locale: Locale) => {
  const words = issue.versions[locale]?.words;
  return { subject: asText(words?.subject), intro: asText(words?.intro) };
};

/**
 * An article version at its own address (docs/decisions/079: the slug names the version, so it needs no
 * `?lang=`); a version in another language than the reader's carries theirs, so the page around it, and
 * its notice naming the article's language, are in the reader's language.
 */
const articleUrl = (publicUrl: string, version: { slug: string; lang: Locale }, reader: Locale) =>
  `${publicUrl}/news/${encodeURIComponent(version.slug)}${version.lang === reader ? '' : `?lang=${reader}`}`;

export interface RenderedIssue {
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

/**
 * One issue as one recipient receives it: the version `version` (their own language's, or the one the
 * sender chose for readers of other languages), its words around it in that language; each article in the
 * reader's language where published, else in the mail's, else in its original (articles.ts; marked with its
 * `lang` when it differs from the mail's, so a reader sent another version is not handed a third language
 * when the mail's is there); the links open the site in the reader's language; their own unsubscribe link.
 */
export function renderIssue(options: {
  issue: IssueContent;
  articles: NewsletterArticle[];
  version: Locale;
  /** The subscriber's language (the version's when left out). */
  reader?: Locale;
  email: string;
  unsubscribeToken: string;
  publicUrl: string;
}): RenderedIssue {
  const { issue, articles, version: locale, email, unsubscribeToken, publicUrl } = options;
  const reader = options.reader ?? locale;
  if (!isWrittenIn(issue, locale)) throw new Error(`The issue is not written in ${locale}`);
  const words = MAIL_TEXT[locale];
  const { subject, intro } = textIn(issue, locale);
  const unsubscribe = unsubscribePageUrl(publicUrl, reader, unsubscribeToken);
  const why = fill(words.issue.why, { email });
  const shown = articles.map((article) => {
    // The reader's language where the article is published in it; else the mail's; else its original.
    const own = versionFor(article, reader);
    const version = own.lang === reader ? own : versionFor(article, locale);
    return { ...version, url: articleUrl(publicUrl, version, reader) };
  });
  const text = [
    ...(intro ? [intro] : []),
    ...shown.map((article) =>
      [article.title, article.excerpt, fill(words.issue.readMoreAt, { url: article.url })].filter(Boolean).join('\n'),
    ),
    `--\n${why}\n${fill(words.issue.unsubscribeAt, { url: unsubscribe })}`,
  ].join('\n\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      `<h1>${escapeHtml(subject)}</h1>`,
      ...(intro ? [paragraphs(intro)] : []),
      ...shown.map((article) => {
        const url = escapeHtml(article.url);
        // An article in another language than the mail's says so, for screen readers and translators.
        const lang = article.lang === locale ? '' : ` lang="${article.lang}"`;
        return [
          `<h2${lang}><a href="${url}">${escapeHtml(article.title)}</a></h2>`,
          ...(article.excerpt ? [`<p${lang}>${escapeHtml(article.excerpt)}</p>`] : []),
          `<p><a href="${url}">${escapeHtml(words.issue.readMore)}</a></p>`,
        ].join('\n');
      }),
      '<hr>',
      `<p><small>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.issue.unsubscribe)}</a></small></p>`,
    ].join('\n'),
  );
  return { locale, subject, text, html };
}
