import { ISSUE_TEXT } from '@common/admin/newsletter';
import { escapeHtml } from '@common/escape-html';
import type { Locale } from '@common/locale';
import { localisedUrl } from '@common/locale-urls';
import { translationState } from '@common/translation';
import type { IssueTranslations } from '../../db/schema/newsletter';
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

export const unsubscribeHeaders = (publicUrl: string, token: string): OutgoingMail['headers'] => ({
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

/** What a mail is written from: the English, and the translations as stored. */
export interface IssueContent {
  subject: string;
  intro: string;
  translations: IssueTranslations;
}

/**
 * The language a recipient reads the issue in: theirs when the issue has it (by the one rule: not missing;
 * a version out of date is still theirs, and the editor said so before sending), English otherwise.
 */
export const issueLocale = (issue: IssueContent, locale: Locale): Locale =>
  locale !== 'en' &&
  translationState({ subject: issue.subject, intro: issue.intro }, issue.translations[locale], ISSUE_TEXT) !== 'missing'
    ? locale
    : 'en';

/** The issue's subject and introduction in a language it has. */
const textIn = (issue: IssueContent, locale: Locale) => {
  const text = locale === 'en' ? issue : issue.translations[locale];
  return { subject: (text?.subject ?? '').trim(), intro: (text?.intro ?? '').trim() };
};

/**
 * The article at its address in the reader's language: its own slug when that version is published; the
 * English one otherwise, still with the reader's language for the page around it.
 */
const articleUrl = (publicUrl: string, article: NewsletterArticle, locale: Locale) =>
  localisedUrl(publicUrl, `/news/${encodeURIComponent(versionFor(article, locale).slug)}`, locale);

export interface RenderedIssue {
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

/** One issue as one recipient receives it: in their language (or English), with their own unsubscribe link. */
export function renderIssue(options: {
  issue: IssueContent;
  articles: NewsletterArticle[];
  locale: Locale;
  email: string;
  unsubscribeToken: string;
  publicUrl: string;
}): RenderedIssue {
  const { issue, articles, email, unsubscribeToken, publicUrl } = options;
  const locale = issueLocale(issue, options.locale);
  const words = MAIL_TEXT[locale];
  const { subject, intro } = textIn(issue, locale);
  const unsubscribe = unsubscribePageUrl(publicUrl, locale, unsubscribeToken);
  const why = fill(words.issue.why, { email });
  const text = [
    intro,
    ...articles.map((article) => {
      const version = versionFor(article, locale);
      return [
        version.title,
        version.excerpt,
        `${words.issue.readMore}: ${articleUrl(publicUrl, article, locale)}`,
      ].join('\n');
    }),
    `--\n${why}\n${words.issue.unsubscribe}: ${unsubscribe}`,
  ].join('\n\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      `<h1>${escapeHtml(subject)}</h1>`,
      paragraphs(intro),
      ...articles.map((article) => {
        const version = versionFor(article, locale);
        const url = escapeHtml(articleUrl(publicUrl, article, locale));
        // An English article in a French or Swahili mail says so, for screen readers and translators.
        const lang = version.lang === locale ? '' : ` lang="${version.lang}"`;
        return [
          `<h2${lang}><a href="${url}">${escapeHtml(version.title)}</a></h2>`,
          `<p${lang}>${escapeHtml(version.excerpt)}</p>`,
          `<p><a href="${url}">${escapeHtml(words.issue.readMore)}</a></p>`,
        ].join('\n');
      }),
      '<hr>',
      `<p><small>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.issue.unsubscribe)}</a></small></p>`,
    ].join('\n'),
  );
  return { locale, subject, text, html };
}
