import { AUDIT_ACTIONS, type AuditAction } from '@common/admin/audit-actions';
import type { AuditEntry } from '@common/admin/auth';
import { formatStaffDate } from '@common/admin/dates';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/translate';
import { messages } from '../../locales/en';
import { describeEntry, type Helpers } from './describe';

const t = createTranslate(messages, 'en');
const helpers: Helpers = {
  t,
  date: (iso) => formatStaffDate(iso, { zone: 'Africa/Johannesburg', language: 'en' }),
  list: (items) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items),
  bytes: (count) => `${Math.round(count / 1024)} kB`,
};

const ref = { id: 7, name: 'Kofi Mensah', email: 'kofi@veb.example' };
/** Each action's details as the server records them (server/src/modules/*: recordAudit calls). */
const SAMPLES: Record<AuditAction, { target?: [string, string | null]; details?: Record<string, unknown> }> = {
  'news.created': { target: ['news', null], details: { title: 'New office in Kampala' } },
  'news.saved': { target: ['news', null], details: { title: 'New office in Kampala', languages: ['en', 'fr'] } },
  'news.autosaved': { target: ['news', null], details: { title: 'New office in Kampala', languages: ['en'] } },
  'news.restored': {
    target: ['news', null],
    details: { revisionId: 12, from: '2026-11-20T08:00:00.000Z', title: 'New office in Kampala' },
  },
  'news.published': {
    target: ['news', null],
    details: { title: 'New office in Kampala', languages: ['en', 'fr', 'sw'], publishAt: '2026-11-25T12:30:00.000Z' },
  },
  'news.scheduled': {
    target: ['news', null],
    details: { title: 'New office in Kampala', languages: ['en'], publishAt: '2026-12-01T07:00:00.000Z' },
  },
  'news.unpublished': { target: ['news', null], details: { title: 'New office in Kampala', languages: ['fr'] } },
  'news.featured': { target: ['news', '3,4'], details: { ids: [3, 4] } },
  'news.deleted': {
    target: ['news', null],
    details: { title: 'Old news', addresses: 'gone', slugs: ['old-news', 'vieilles-nouvelles'] },
  },
  'news.submitted': { target: ['news', null], details: { title: 'New office in Kampala' } },
  'news.returned': {
    target: ['news', null],
    details: { title: 'New office in Kampala', comment: 'Add the opening date.' },
  },
  'news.approved': { target: ['news', null], details: { title: 'New office in Kampala' } },
  'contact.read': { target: ['contact_message', 'Amina Okafor'], details: {} },
  'contact.status_changed': {
    target: ['contact_message', 'Amina Okafor'],
    details: { from: 'new', to: 'in_progress' },
  },
  'contact.assigned': { target: ['contact_message', 'Amina Okafor'], details: { from: null, to: ref } },
  'contact.note_added': { target: ['contact_message', 'Amina Okafor'], details: { length: 42 } },
  'contact.replied': {
    target: ['contact_message', 'Amina Okafor'],
    details: { subject: 'Re: Investment Interest', to: 'amina@example.org', mailId: 9 },
  },
  'contact.marked_read': { target: ['contact_message', 'Amina Okafor'], details: {} },
  'contact.marked_unread': { target: ['contact_message', 'Amina Okafor'], details: {} },
  'contact.deleted': { target: ['contact_message', null], details: { status: 'spam', mailsDeleted: 0 } },
  'job.contact.retention': {
    details: { deleted: 3, mailsDeleted: 5, before: '2024-11-25T00:00:00.000Z', days: 730 },
  },
  'newsletter.created': { target: ['newsletter', null], details: { subject: 'Our news in November' } },
  'newsletter.updated': { target: ['newsletter', null], details: { subject: 'Our news in November' } },
  'newsletter.deleted': { target: ['newsletter', null], details: { subject: 'Our news in November' } },
  'newsletter.test_sent': {
    target: ['newsletter', 'Our news in November'],
    details: { locale: 'fr', to: 'thandi@veb.example' },
  },
  'newsletter.sent': {
    target: ['newsletter', null],
    details: { subject: 'Our news in November', recipients: 1, byLocale: { en: 1 }, ratePerMinute: 60 },
  },
  'newsletter.scheduled': {
    target: ['newsletter', null],
    details: {
      subject: 'Our news in November',
      at: '2026-12-01T07:00:00.000Z',
      locales: ['fr'],
      fallbackToEnglish: false,
    },
  },
  'newsletter.unscheduled': { target: ['newsletter', null], details: { subject: 'Our news in November' } },
  'newsletter.schedule_paused': {
    target: ['newsletter', null],
    details: { subject: 'Our news in November', scheduledAt: '2026-12-01T07:00:00.000Z' },
  },
  'newsletter.schedule_resumed': {
    target: ['newsletter', null],
    details: { subject: 'Our news in November', scheduledAt: '2026-12-01T07:00:00.000Z' },
  },
  'newsletter.paused': { target: ['newsletter', null], details: { subject: 'Our news in November', queued: 2 } },
  'newsletter.resumed': { target: ['newsletter', null], details: { subject: 'Our news in November', queued: 2 } },
  'newsletter.stopped': { target: ['newsletter', null], details: { subject: 'Our news in November', withdrawn: 1 } },
  'subscriber.removed': {
    target: ['subscriber', null],
    details: { email: 'reader@example.org', status: 'confirmed', queuedNewslettersDropped: 1 },
  },
  'subscribers.exported': { details: { count: 1, status: 'confirmed', q: 'okafor' } },
  'job.newsletter.delete_unconfirmed': { details: { deleted: 1 } },
  'metric.created': {
    target: ['metric', null],
    details: { metricKey: 'jobs-created', label: 'Jobs created', active: true, alsoUpdated: [] },
  },
  'metric.updated': {
    target: ['metric', 'Jobs created'],
    details: {
      metricKey: 'jobs-created',
      changed: ['value', 'label'],
      translationsChanged: ['fr'],
      reviewed: ['sw'],
      alsoUpdated: [4, 5],
    },
  },
  'metric.activated': { target: ['metric', null], details: { metricKey: 'jobs-created', label: 'Jobs created' } },
  'metric.deactivated': { target: ['metric', null], details: { metricKey: 'jobs-created', label: 'Jobs created' } },
  'metric.restored': {
    target: ['metric', null],
    details: { metricKey: 'jobs-created', label: 'Jobs created', revision: 4, changed: ['value'], alsoUpdated: [] },
  },
  'metrics.reordered': {
    target: ['metric-category', null],
    details: { category: 'Economic', from: [1, 2], to: [2, 1] },
  },
  'story.created': { target: ['story', null], details: { name: 'Grace Namutebi', published: false, imageId: 3 } },
  'story.updated': {
    target: ['story', null],
    details: { name: 'Grace Namutebi', changed: ['story', 'imageId'], translationsChanged: [], reviewed: [] },
  },
  'story.published': { target: ['story', null], details: { name: 'Grace Namutebi' } },
  'story.unpublished': { target: ['story', null], details: { name: 'Grace Namutebi' } },
  'story.restored': { target: ['story', null], details: { name: 'Grace Namutebi', revision: 4, changed: ['title'] } },
  'stories.reordered': { details: { from: [1, 2], to: [2, 1] } },
  'entry.created': {
    target: ['entry', null],
    details: { kind: 'company', label: 'VEB Greenharvest', published: true },
  },
  'entry.updated': {
    target: ['entry', null],
    details: {
      kind: 'company',
      label: 'VEB Greenharvest',
      changed: ['tagline'],
      translationsChanged: ['fr'],
      reviewed: [],
    },
  },
  'entry.deleted': { target: ['entry', null], details: { kind: 'job', label: 'Production Supervisor' } },
  'entry.restored': {
    target: ['entry', null],
    details: { kind: 'leader', label: 'Nomvula Mahlangu', revision: 4, changed: ['role'] },
  },
  'entry.submitted': { target: ['entry', null], details: { kind: 'company', label: 'AK Images', changed: ['slug'] } },
  'entry.returned': {
    target: ['entry', null],
    details: { kind: 'company', label: 'AK Images', comment: 'Keep the old address.' },
  },
  'entry.approved': { target: ['entry', null], details: { kind: 'company', label: 'AK Images', changed: ['slug'] } },
  'entries.reordered': { target: ['entry-kind', null], details: { kind: 'leader', from: [1, 2], to: [2, 1] } },
  'media.uploaded': {
    target: ['media', null],
    details: { filename: 'lab.jpg', mime: 'image/webp', width: 1600, height: 900, bytes: 250_000, hash: 'ab12' },
  },
  'media.uploaded_again': {
    target: ['media', null],
    details: { filename: 'lab.jpg', mime: 'image/webp', width: 1600, height: 900, bytes: 250_000, hash: 'ab12' },
  },
  'media.alt_changed': {
    target: ['media', 'lab.jpg'],
    details: {
      from: { en: 'A lab', sw: 'Maabara' },
      to: { en: 'Forty computers in the lab', fr: 'Quarante ordinateurs', sw: 'Kompyuta arobaini' },
    },
  },
  'media.replaced': {
    target: ['media', 'lab.jpg'],
    details: {
      filename: 'lab-2.jpg',
      previousFilename: 'lab.jpg',
      mime: 'image/jpeg',
      width: 1200,
      height: 800,
      bytes: 180_000,
      hash: 'cd34',
      previousHash: 'ab12',
      previousSize: { width: 1600, height: 900 },
      recordsUpdated: 2,
    },
  },
  'media.deleted': {
    target: ['media', null],
    details: { filename: 'lab.jpg', mime: 'image/webp', width: 1600, height: 900, hash: 'ab12' },
  },
  'mail.retried': {
    target: ['mail', null],
    details: { kind: 'contact_notification', to: 'desk@veb.example', lastError: '550 Mailbox unavailable' },
  },
  'privacy.looked_up': {
    details: { email: 'a•••@example.org', emailHash: 'ab12', contactMessages: 1, subscription: 1, mails: 2 },
  },
  'privacy.exported': {
    details: { email: 'a•••@example.org', emailHash: 'ab12', contactMessages: 1, subscription: 1, mails: 2 },
  },
  'privacy.erased': {
    details: { contactMessages: 1, contactEvents: 2, subscriptions: 1, mails: 2, auditLinesRedacted: 1 },
  },
  'settings.contact_notifications_changed': {
    target: ['setting', 'contact.notify'],
    details: {
      before: { investment: [], media: ['press@veb.example'] },
      after: { investment: ['cfo@veb.example', 'ir@veb.example'], media: ['press@veb.example'] },
    },
  },
  'settings.site_identity_changed': { target: ['setting', 'site.identity'] },
  'settings.time_zone_changed': {
    target: ['setting', 'staff.time_zone'],
    details: { from: 'Africa/Johannesburg', to: 'Africa/Nairobi' },
  },
  'staff.created': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example', role: 'editor' } },
  'staff.first_owner_created': { target: ['staff', 'Thandi Nkosi'], details: { email: 'thandi@veb.example' } },
  'staff.invitation_resent': {
    target: ['invitation', null],
    details: { email: 'ama@veb.example', role: 'inbox', previousMail: { status: 'failed' } },
  },
  'staff.address_block_lifted': { target: ['address', null], details: { failures: 12 } },
  'staff.password_reset_sent': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example' } },
  'staff.password_reset_requested': {
    target: ['staff', 'Kofi Mensah'],
    details: { email: 'kofi@veb.example', mailed: true },
  },
  'staff.password_reset_completed': {
    target: ['staff', 'Kofi Mensah'],
    details: { email: 'kofi@veb.example', sentBy: 'owner' },
  },
  'staff.colleague_session_ended': {
    target: ['session', null],
    details: { email: 'kofi@veb.example', ip: '192.0.2.7' },
  },
  'staff.invited': { target: ['invitation', null], details: { email: 'ama@veb.example', role: 'inbox' } },
  'staff.invitation_revoked': { target: ['invitation', null], details: { email: 'ama@veb.example' } },
  'staff.invitation_accepted': { target: ['staff', 'Kofi Mensah'], details: { role: 'editor', invitation: 4 } },
  'staff.role_changed': {
    target: ['staff', 'Kofi Mensah'],
    details: { email: 'kofi@veb.example', from: 'editor', to: 'owner' },
  },
  'staff.companies_changed': {
    target: ['staff', 'Kofi Mensah'],
    details: { email: 'kofi@veb.example', from: [], to: ['AK Images', 'Veb Media'] },
  },
  'staff.disabled': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example' } },
  'staff.enabled': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example' } },
  'staff.signed_in': { details: { method: 'totp' } },
  'staff.signed_out': {},
  'staff.sign_in_wait_lifted': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example' } },
  'staff.password_changed': {},
  'staff.password_reset': { target: ['staff', null], details: { email: 'kofi@veb.example' } },
  'staff.identity_confirmed': {},
  'staff.two_factor_enabled': {},
  'staff.two_factor_disabled': {},
  'staff.language_changed': { details: { locale: 'fr', previous: 'en' } },
  'staff.two_factor_reset': { target: ['staff', 'Kofi Mensah'], details: { email: 'kofi@veb.example' } },
  'staff.recovery_codes_replaced': {},
  'staff.session_ended': { target: ['session', null] },
  'staff.other_sessions_ended': {},
};

const entry = (action: string, sample: (typeof SAMPLES)[AuditAction] = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-25T12:30:00.000Z',
  actor: action.startsWith('job.') ? 'system' : 'thandi@veb.example',
  actorName: action.startsWith('job.') ? null : 'Thandi Nkosi',
  action,
  targetType: sample.target?.[0] ?? null,
  targetId: sample.target ? '5' : null,
  targetName: sample.target?.[1] ?? null,
  details: sample.details ?? null,
  ip: '192.0.2.1',
});

/** What staff must never read: dictionary keys, codes, enum values, JSON, placeholders. */
const INTERNAL = /[{}[\]]|\b\w+_\w+\b|\b(undefined|null|NaN|true|false)\b|\[object|\b[a-z]+\.[a-z_.]+\b|audit\./;
/** Addresses and quoted names (a file name, a title) are what staff typed, not codes. */
const typed = (text: string) => text.replace(/\S+@\S+/g, '').replace(/“[^”]*”/g, '');

describe('the audit log in words', () => {
  it('words every action: a label and a sentence in English, with no internal name', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(t(`audit.actions.${action}.label`), action).not.toContain('audit.');
      const { sentence, details } = describeEntry(entry(action, SAMPLES[action]), helpers);
      expect(sentence, action).toMatch(/^(Thandi Nkosi|A scheduled job) [a-z]/);
      expect(typed(sentence), action).not.toMatch(INTERNAL);
      for (const line of details) {
        expect(typed(`${line.label}: ${line.value}`), action).not.toMatch(INTERNAL);
      }
    }
  });

  it('reads as sentences with the target, the states and the details in words', () => {
    const say = (action: AuditAction) => describeEntry(entry(action, SAMPLES[action]), helpers);
    const sentences: Partial<Record<AuditAction, string>> = {
      'news.saved': 'Thandi Nkosi saved the article “New office in Kampala”',
      'news.autosaved': 'Thandi Nkosi edited the article “New office in Kampala”, saved automatically',
      'news.scheduled':
        'Thandi Nkosi scheduled the article “New office in Kampala” in English for 1 Dec 2026, 09:00 SAST',
      'news.returned': 'Thandi Nkosi sent the article “New office in Kampala” back to its writer',
      'contact.status_changed': 'Thandi Nkosi moved the message from Amina Okafor from New to In progress',
      'contact.assigned': 'Thandi Nkosi assigned the message from Amina Okafor to Kofi Mensah',
      'staff.role_changed': 'Thandi Nkosi changed the role of Kofi Mensah (kofi@veb.example) from Editor to Owner',
      'staff.companies_changed':
        'Thandi Nkosi changed the companies of Kofi Mensah (kofi@veb.example) from the whole group to AK Images and Veb Media',
      'newsletter.sent': 'Thandi Nkosi sent the newsletter “Our news in November” to 1 subscriber',
      'job.contact.retention': 'A scheduled job deleted 3 contact messages older than 730 days',
      'newsletter.scheduled': 'Thandi Nkosi scheduled the newsletter “Our news in November” for 1 Dec 2026, 09:00 SAST',
      'newsletter.stopped': 'Thandi Nkosi stopped the newsletter “Our news in November”: 1 e-mail withdrawn',
      'newsletter.schedule_paused':
        'Thandi Nkosi paused the schedule of the newsletter “Our news in November”, which was to leave on 1 Dec 2026, 09:00 SAST',
      'newsletter.schedule_resumed':
        'Thandi Nkosi resumed the schedule of the newsletter “Our news in November”: it leaves on 1 Dec 2026, 09:00 SAST',
      'job.newsletter.delete_unconfirmed': 'A scheduled job deleted 1 subscription never confirmed',
    };
    for (const [action, sentence] of Object.entries(sentences)) {
      expect(say(action as AuditAction).sentence, action).toBe(sentence);
    }
    const details: Partial<Record<AuditAction, [label: string, value: string][]>> = {
      'news.saved': [['Languages', 'English and French']],
      'news.returned': [['Comment', 'Add the opening date.']],
      'entry.returned': [['Comment', 'Keep the old address.']],
      'news.deleted': [
        ['Its addresses now', 'say that the article has been removed (410 Gone)'],
        ['Addresses', '/news/old-news and /news/vieilles-nouvelles'],
      ],
      'staff.signed_in': [['How', 'with a password and an authenticator code']],
      'metric.updated': [
        ['Changed', 'figure and label'],
        ['Translations changed', 'French'],
        ['Translations confirmed as still matching the English', 'Swahili'],
        ['Also updated', '2 other metrics of the category (their translated name)'],
      ],
      'settings.contact_notifications_changed': [
        ['Investment Interest', 'cfo@veb.example and ir@veb.example (before: the server’s default)'],
      ],
      'media.uploaded': [['Image', '1600 × 900 pixels, 244 kB']],
      'media.alt_changed': [
        ['Description (English)', '“A lab” → “Forty computers in the lab”'],
        ['Description (French)', '“none” → “Quarante ordinateurs”'],
        ['Description (Swahili)', '“Maabara” → “Kompyuta arobaini”'],
      ],
    };
    for (const [action, lines] of Object.entries(details)) {
      expect(say(action as AuditAction).details, action).toEqual(lines.map(([label, value]) => ({ label, value })));
    }
  });

  it('names a target since deleted, and a line whose count was not recorded, without inventing', () => {
    expect(describeEntry(entry('contact.read', { target: ['contact_message', null] }), helpers).sentence).toBe(
      'Thandi Nkosi opened a message since deleted',
    );
    expect(describeEntry(entry('newsletter.sent', { target: ['newsletter', null] }), helpers).sentence).toBe(
      'Thandi Nkosi: Sent a newsletter',
    );
    expect(describeEntry(entry('news.unknown_kind'), helpers).sentence).toBe(
      'Thandi Nkosi: An action this version of the site does not describe',
    );
  });

  it('names someone not signed in in words, never by the code the server stores', () => {
    const asked = {
      ...entry('staff.password_reset_requested', SAMPLES['staff.password_reset_requested']),
      actor: 'anonymous',
      actorName: null,
    };
    expect(describeEntry(asked, helpers).sentence).toMatch(/^Someone not signed in asked for a link/);
  });
});
