import { isAuditAction } from '@common/admin/audit-actions';
import type { AuditEntry } from '@common/admin/auth';
import { INQUIRY_TYPES } from '@common/contact';
import { LOCALES } from '@common/locale';
import type { Translate, Values } from '../../i18n/translate';
import { wordFor } from '../../lib/words';

/** What a line needs besides the dictionary: dates in the staff zone, lists and sizes in the staff language. */
export interface Helpers {
  t: Translate;
  date: (iso: string) => string;
  list: (items: string[]) => string;
  bytes: (count: number) => string;
}

export interface Described {
  sentence: string;
  details: { label: string; value: string }[];
}

type Details = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : Array.isArray(value) ? value.length : undefined);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

const word = wordFor;

/** Who, inside the sentence: the staff member's name, else the address recorded, or the job or command line. */
/**
 * Actors that are no staff account: a scheduled job, the command line, or someone not signed in (asking
 * for a password link, using a setup address). The log names them in words, never by their code.
 */
const UNNAMED_ACTORS = ['system', 'cli', 'anonymous'] as const;
export const unnamedActor = (actor: string): (typeof UNNAMED_ACTORS)[number] | null =>
  (UNNAMED_ACTORS as readonly string[]).includes(actor) ? (actor as (typeof UNNAMED_ACTORS)[number]) : null;

function actorOf(entry: AuditEntry, t: Translate): string {
  const unnamed = unnamedActor(entry.actor);
  if (unnamed) return t(`audit.actorsInSentence.${unnamed}`);
  return entry.actorName ?? entry.actor;
}

/** What it was done to, by the name the line recorded then (a title, a subject), else its present name. */
function targetOf(entry: AuditEntry, details: Details, t: Translate): string {
  const type = entry.targetType;
  if (!type) return t('audit.gone.other');
  const email = text(details.email);
  const names: Record<string, string | undefined> = {
    news: text(details.title),
    newsletter: text(details.subject),
    metric: text(details.label),
    story: text(details.name),
    entry: text(details.label),
    media: text(details.filename),
    invitation: email,
    subscriber: email,
    mail: text(details.to),
    address: entry.targetId ?? undefined,
    staff: entry.targetName && email ? `${entry.targetName} (${email})` : (email ?? undefined),
  };
  const name = names[type] ?? entry.targetName ?? undefined;
  if (type === 'session' || type === 'setting') return t(`audit.targets.${type}`);
  if (!name) return word(t, `audit.gone.${type}`, t('audit.gone.other'));
  const phrase = t(`audit.targets.${type}`, { name });
  return phrase === `audit.targets.${type}` ? name : phrase;
}

const language = (t: Translate, code: string) => word(t, `kit.languages.${code}`, code);
const staffName = (t: Translate, ref: unknown) =>
  ref && typeof ref === 'object' && 'name' in ref ? String((ref as { name: unknown }).name) : t('audit.values.nobody');

/** The values each action's sentence reads, from its details (statuses and roles in words). */
function sentenceValues(action: string, details: Details, h: Helpers): Values {
  const { t } = h;
  const values: Values = {};
  for (const key of ['subject', 'email', 'category', 'to'] as const) {
    const value = text(details[key]);
    if (value) values[key] = value;
  }
  for (const key of ['recipients', 'deleted', 'days'] as const) {
    const value = count(details[key]);
    if (value !== undefined) values[key] = value;
  }
  const languages = strings(details.languages);
  if (languages.length) values.languages = h.list(languages.map((code) => language(t, code)));
  if (text(details.role)) values.role = word(t, `common.roles.${details.role}`, String(details.role));
  if (text(details.locale)) values.language = language(t, String(details.locale));
  switch (action) {
    case 'news.scheduled':
      if (text(details.publishAt)) values.when = h.date(String(details.publishAt));
      break;
    case 'newsletter.scheduled':
      if (text(details.at)) values.when = h.date(String(details.at));
      break;
    case 'newsletter.schedule_paused':
    case 'newsletter.schedule_resumed':
      values.when = text(details.scheduledAt) ? h.date(String(details.scheduledAt)) : t('audit.values.notRecorded');
      break;
    case 'newsletter.paused':
    case 'newsletter.resumed':
      values.count = count(details.queued) ?? 0;
      break;
    case 'newsletter.stopped':
      values.count = count(details.withdrawn) ?? 0;
      break;
    case 'news.restored':
      if (text(details.from)) values.when = h.date(String(details.from));
      break;
    case 'news.featured':
      values.count = count(details.ids) ?? 0;
      break;
    case 'contact.status_changed':
      values.from = word(t, `inbox.statuses.${details.from}`, t('audit.values.notRecorded'));
      values.to = word(t, `inbox.statuses.${details.to}`, t('audit.values.notRecorded'));
      break;
    case 'contact.assigned':
      values.assigned = details.to ? 'yes' : 'no';
      values.to = staffName(t, details.to);
      break;
    case 'staff.role_changed':
      values.from = word(t, `common.roles.${details.from}`, t('audit.values.notRecorded'));
      values.to = word(t, `common.roles.${details.to}`, t('audit.values.notRecorded'));
      break;
    case 'staff.companies_changed': {
      // The companies' names as they were then (docs/decisions/088); none is the whole group.
      const companies = (value: unknown) =>
        !Array.isArray(value)
          ? t('audit.values.notRecorded')
          : strings(value).length
            ? h.list(strings(value))
            : t('audit.values.wholeGroup');
      values.from = companies(details.from);
      values.to = companies(details.to);
      break;
    }
    case 'settings.time_zone_changed':
      values.from = text(details.from) ?? t('audit.values.notRecorded');
      values.to = text(details.to) ?? t('audit.values.notRecorded');
      break;
    case 'subscribers.exported':
      values.count = count(details.count) ?? 0;
      break;
  }
  return values;
}

/** The lines under the sentence: what the details add that the sentence does not say, in words. */
function detailLines(action: string, details: Details, h: Helpers, used: Set<string>) {
  const { t } = h;
  const lines: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push({ label: t(`audit.details.${label}`), value });
  };
  const yesNo = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'audit.values.yes' : 'audit.values.no') : undefined;
  const languageList = (value: unknown) => {
    const list = strings(value);
    return list.length ? h.list(list.map((code) => language(t, code))) : undefined;
  };

  if (!used.has('languages')) add('languages', languageList(details.languages));
  if (action === 'news.published' && text(details.publishAt)) add('publishAt', h.date(String(details.publishAt)));
  if (text(details.method)) add('method', word(t, `audit.values.methods.${details.method}`, ''));
  const changed = strings(details.changed).map((field) => word(t, `audit.values.fields.${field}`, ''));
  if (changed.filter(Boolean).length) add('changed', h.list(changed.filter(Boolean)));
  add('translationsChanged', languageList(details.translationsChanged));
  add('reviewed', languageList(details.reviewed));
  const also = count(details.alsoUpdated);
  if (also) add('alsoUpdated', t('audit.values.alsoUpdated', { count: also }));
  if (action === 'metric.created') add('active', yesNo(details.active));
  if (action === 'story.created') add('published', yesNo(details.published));
  if (typeof details.width === 'number' && typeof details.height === 'number') {
    const size = typeof details.bytes === 'number' ? h.bytes(details.bytes) : '';
    add('image', t('audit.values.image', { width: details.width, height: details.height, size }).replace(/, $/, ''));
  }
  if (action === 'news.deleted') {
    add('addressesAnswer', text(details.addresses) && word(t, `news.delete.answers.${details.addresses}`, ''));
    const slugs = strings(details.slugs);
    if (slugs.length) add('slugs', h.list(slugs.map((slug) => `/news/${slug}`)));
  }
  // What the reviewer asked the writer to change (docs/decisions/089).
  if (action === 'news.returned' || action === 'entry.returned') add('comment', text(details.comment));
  if (action === 'contact.replied') add('to', text(details.to));
  if (action === 'mail.retried') {
    add('kind', word(t, `outbox.kinds.${details.kind}`, ''));
    add('lastError', text(details.lastError));
  }
  if (action === 'newsletter.sent') {
    const byLocale = details.byLocale && typeof details.byLocale === 'object' ? Object.entries(details.byLocale) : [];
    add(
      'byLocale',
      byLocale.length
        ? h.list(
            byLocale.map(([code, n]) => t('audit.values.byLocale', { language: language(t, code), count: Number(n) })),
          )
        : undefined,
    );
    const rate = count(details.ratePerMinute);
    if (rate) add('ratePerMinute', t('audit.values.perMinute', { count: rate }));
  }
  if (action === 'subscriber.removed') {
    add('status', word(t, `subscribers.statuses.${details.status}`, ''));
    const dropped = count(details.queuedNewslettersDropped);
    if (dropped) add('queuedNewslettersDropped', t('audit.values.newsletters', { count: dropped }));
  }
  if (action === 'subscribers.exported') {
    add('statusFilter', text(details.status) && word(t, `subscribers.statuses.${details.status}`, ''));
    add('search', text(details.q));
  }
  if (action === 'contact.assigned' && details.from) add('assignedBefore', staffName(t, details.from));
  if (action === 'staff.password_reset_requested') add('mailed', yesNo(details.mailed));
  if (text(details.sentBy)) add('sentBy', word(t, `audit.values.sentBy.${details.sentBy}`, ''));
  if (typeof details.failures === 'number') add('failures', String(details.failures));
  if (action === 'job.contact.retention') {
    const mails = count(details.mailsDeleted);
    if (mails) add('mailsDeleted', t('audit.values.mails', { count: mails }));
  }
  if (action === 'privacy.exported' || action === 'privacy.looked_up') {
    const numbers = { contactMessages: 0, subscription: 0, mails: 0 };
    for (const key of Object.keys(numbers) as (keyof typeof numbers)[]) numbers[key] = count(details[key]) ?? 0;
    add('found', t('audit.values.found', numbers));
  }
  if (action === 'privacy.erased') {
    const numbers = { contactMessages: 0, contactEvents: 0, subscriptions: 0, mails: 0, auditLinesRedacted: 0 };
    for (const key of Object.keys(numbers) as (keyof typeof numbers)[]) numbers[key] = count(details[key]) ?? 0;
    add('erased', t('audit.values.erased', numbers));
  }
  if (action === 'settings.contact_notifications_changed') {
    lines.push(...peopleChanges(details, h), ...recipientChanges(details, h));
  }
  if (action === 'media.alt_changed') lines.push(...descriptionChanges(details, h));
  return lines;
}

/** Who is told about each inquiry type, where it changed: "Investment: a@x, b@y (before: nobody)". */
function recipientChanges(details: Details, { t, list }: Helpers) {
  const lists = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const before = lists(details.before);
  const after = lists(details.after);
  const words = (value: unknown) => (strings(value).length ? list(strings(value)) : t('audit.values.serverDefault'));
  return INQUIRY_TYPES.filter((type) => words(before[type]) !== words(after[type])).map((type) => ({
    label: t(`settings.notify.types.${type}`),
    value: t('audit.values.before', { after: words(after[type]), before: words(before[type]) }),
  }));
}

/** Which staff are told about each inquiry type, where it changed (docs/decisions/093): by address. */
function peopleChanges(details: Details, { t, list }: Helpers) {
  if (!details.peopleAfter) return [];
  const told = (value: unknown, type: string) =>
    Object.entries(value && typeof value === 'object' ? (value as Record<string, { types?: unknown }>) : {})
      .filter(([, wants]) => strings(wants?.types).includes(type))
      .map(([email]) => email);
  const words = (emails: string[]) => (emails.length ? list(emails) : t('audit.values.nobody'));
  return INQUIRY_TYPES.map((type) => ({
    type,
    before: words(told(details.peopleBefore, type)),
    after: words(told(details.peopleAfter, type)),
  }))
    .filter((change) => change.before !== change.after)
    .map((change) => ({
      label: t('audit.details.peopleTold', { type: t(`settings.notify.types.${change.type}`) }),
      value: t('audit.values.before', { after: change.after, before: change.before }),
    }));
}

/** An image's description per language, where it changed: "“Old words” → “New words”". */
function descriptionChanges(details: Details, { t }: Helpers) {
  const texts = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const from = texts(details.from);
  const to = texts(details.to);
  return LOCALES.filter((code) => (text(from[code]) ?? '') !== (text(to[code]) ?? '')).map((code) => ({
    label: t('audit.details.description', { language: language(t, code) }),
    value: t('audit.values.changedText', {
      from: text(from[code]) ?? t('audit.values.none'),
      to: text(to[code]) ?? t('audit.values.none'),
    }),
  }));
}

/** The names a message reads (`{actor}`, `{count, plural…}`): a value missing from an old line is "(not recorded)". */
const placeholders = (message: string) => new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]));

/** A line of the log in words: "Thandi saved the article “New office in Kampala”", then its details. */
export function describeEntry(entry: AuditEntry, helpers: Helpers): Described {
  const { t } = helpers;
  const details = entry.details ?? {};
  if (!isAuditAction(entry.action)) {
    return { sentence: t('kit.labelled', { label: actorOf(entry, t), value: t('audit.unknownAction') }), details: [] };
  }
  const template = t(`audit.actions.${entry.action}.sentence`);
  const used = placeholders(template);
  const values: Values = {
    actor: actorOf(entry, t),
    target: targetOf(entry, details, t),
    ...sentenceValues(entry.action, details, helpers),
  };
  const lines = detailLines(entry.action, details, helpers, used);
  // A count an old line did not record cannot be put in words: the action's label says what happened.
  const missing = [...used].filter((name) => values[name] === undefined);
  if (missing.some((name) => new RegExp(`\\{\\s*${name}\\s*,`).test(template))) {
    return {
      sentence: t('kit.labelled', { label: String(values.actor), value: t(`audit.actions.${entry.action}.label`) }),
      details: lines,
    };
  }
  for (const name of missing) values[name] = t('audit.values.notRecorded');
  return { sentence: t(`audit.actions.${entry.action}.sentence`, values), details: lines };
}
