import { ISSUE_WORDS, type Issue } from '@common/admin/newsletter';
import { nextVersions, versionStates, wordsOf } from '@common/model/versions';
import { describe, expect, it } from 'vitest';
import { formOf, inputOf, liveStates, openedOf, rebased } from './form';

/** An issue as the admin API answers it, from versions the server's rule made. */
function issueOf(versions: ReturnType<typeof nextVersions>['versions'], revision = 7): Issue {
  return {
    id: 1,
    subject: '',
    lang: null,
    languages: [],
    status: 'draft',
    createdAt: '',
    updatedAt: '',
    sentAt: null,
    scheduledAt: null,
    sendChoice: null,
    recipients: null,
    counts: { queued: 0, sent: 0, failed: 0, withdrawn: 0 },
    report: [],
    values: { articleIds: [3] },
    words: wordsOf(versions),
    sources: Object.fromEntries(Object.entries(versions).map(([l, v]) => [l, v?.from?.locale ?? null])),
    versionStatus: versionStates(versions, ISSUE_WORDS),
    changedAt: Object.fromEntries(Object.entries(versions).map(([l, v]) => [l, v?.changedAt])),
    revision,
  };
}

const at = '2026-12-01T10:00:00.000Z';
// Swahili first, then French written from it; then the Swahili changed: the French is out of date.
const first = nextVersions({}, { words: { sw: { subject: 'Habari' } } }, ISSUE_WORDS, at).versions;
const second = nextVersions(first, { words: { fr: { subject: 'Nouvelles' } } }, ISSUE_WORDS, at).versions;
const stale = nextVersions(second, { words: { sw: { subject: 'Habari mpya' } } }, ISSUE_WORDS, at).versions;

describe('the issue form', () => {
  it('marks each language as the server will once saved, by the one rule run on the form', () => {
    const issue = issueOf(second);
    const opened = openedOf(issue);
    const form = formOf(issue);
    expect(liveStates(form, opened)).toEqual({ en: 'missing', fr: 'current', sw: 'current' });
    // The Swahili changes in the form: the French, written from it, is out of date before saving.
    form.words.sw.subject = 'Habari mpya';
    expect(liveStates(form, opened)).toEqual({ en: 'missing', fr: 'outdated', sw: 'current' });
    // English typed: written from the original (Swahili), current; no language is first.
    form.words.en.subject = 'News';
    expect(liveStates(form, opened).en).toBe('current');
  });

  it('keeps an out-of-date version out of date until it is revised or confirmed', () => {
    const issue = issueOf(stale);
    expect(issue.versionStatus.fr).toBe('outdated');
    const opened = openedOf(issue);
    const form = formOf(issue);
    expect(liveStates(form, opened).fr).toBe('outdated');
    expect(liveStates({ ...form, reviewed: ['fr'] }, opened).fr).toBe('current');
    form.words.fr.subject = 'Nouvelles fraîches';
    expect(liveStates(form, opened).fr).toBe('current');
  });

  it('sends the languages changed only (null for one emptied), the articles and the version opened', () => {
    const issue = issueOf(stale);
    const form = formOf(issue);
    expect(inputOf(form, openedOf(issue))).toEqual({ values: { articleIds: [3] }, words: {}, revision: 7 });
    form.words.fr = { subject: '', intro: '' };
    form.words.en = { subject: ' News ', intro: '' };
    expect(inputOf({ ...form, reviewed: ['fr', 'sw'] }, openedOf(issue))).toEqual({
      values: { articleIds: [3] },
      words: { en: { subject: 'News' }, fr: null },
      reviewed: ['sw'],
      revision: 7,
    });
  });

  it('lays the form over a colleague’s save: both kept, and the choice made for a field both changed', () => {
    const issue = issueOf(second);
    const opened = openedOf(issue);
    const form = formOf(issue);
    form.words.fr.intro = 'Mon introduction';
    form.words.sw.subject = 'Yangu';
    // The colleague changed the Swahili subject too, and the articles.
    const theirs = nextVersions(second, { words: { sw: { subject: 'Yao' } } }, ISSUE_WORDS, at).versions;
    const current = { values: { articleIds: [3, 4] }, versions: theirs };
    const mine = rebased(form, opened, current, 9, []);
    expect(mine.form.words).toMatchObject({
      fr: { subject: 'Nouvelles', intro: 'Mon introduction' },
      sw: { subject: 'Yangu' },
    });
    expect(mine.form.articleIds).toEqual([3, 4]);
    expect(mine.opened).toEqual({ versions: theirs, articleIds: [3, 4], revision: 9 });
    expect(inputOf(mine.form, mine.opened)).toMatchObject({
      words: { fr: { subject: 'Nouvelles', intro: 'Mon introduction' }, sw: { subject: 'Yangu' } },
      revision: 9,
    });
    const kept = rebased(form, opened, current, 9, ['words.sw.subject']);
    expect(kept.form.words.sw.subject).toBe('Yao');
    expect(inputOf(kept.form, kept.opened).words).toEqual({ fr: { subject: 'Nouvelles', intro: 'Mon introduction' } });
  });
});
