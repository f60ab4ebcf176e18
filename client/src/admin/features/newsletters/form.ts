import { ISSUE_WORDS, type Issue, type IssueInput, type IssueWords } from '@common/admin/newsletter';
import type { RecordSnapshot } from '@common/admin/revisions';
import { LOCALES, type Locale } from '@common/locale';
import { type Conflict, type EditState, mergeEdits } from '@common/model/merge';
import {
  cleanWords,
  hasWords,
  nextVersions,
  type VersionState,
  type Versions,
  versionHash,
  versionStates,
  type Words,
  wordsHash,
  wordsOf,
} from '@common/model/versions';

/**
 * An issue's form (docs/decisions/078): each language's subject and introduction as typed, the articles,
 * and what a save says besides. The rule of versions is never restated: the live marks come from
 * `nextVersions` run on the form over the versions as opened. The generic record kit
 * (components/record/record-form.ts) does the same for fields of any kind; when this editor adopts it,
 * `openedOf`, `changeOf` and `rebased` are what it replaces.
 */
export interface IssueForm {
  words: Record<Locale, { subject: string; intro: string }>;
  articleIds: number[];
  /** Languages confirmed as still saying the same as the version they were written from. */
  reviewed: Locale[];
  /** The history's version loaded into the form ("Restore as draft"), sent with the save. */
  restoredFrom: number | null;
}

/** What the form's edits are made to: the issue as opened (or as a colleague left it, once merged). */
export interface Opened {
  versions: Versions;
  articleIds: number[];
  /** Its version in the history: sent back with the save, the base of a merge. */
  revision: number | null;
}

const FIELDS = ISSUE_WORDS.fields;

const textOf = (words: IssueWords | Words | undefined) => ({
  subject: String(words?.subject ?? ''),
  intro: String(words?.intro ?? ''),
});

/** The form of versions (a saved issue, or a version of its history) and articles. */
export const formOfState = (
  versions: Versions,
  articleIds: number[],
  restoredFrom: number | null = null,
): IssueForm => ({
  words: Object.fromEntries(LOCALES.map((locale) => [locale, textOf(versions[locale]?.words)])) as IssueForm['words'],
  articleIds: [...articleIds],
  reviewed: [],
  restoredFrom,
});

/**
 * The versions as the editor opened them, rebuilt from what the admin API says of each (its words, the
 * language it was written from, its state): one out of date keeps a hash that cannot match its source, one
 * up to date its source's, so the rule run on the form gives what the server will store.
 */
export function openedOf(issue?: Issue): Opened {
  const versions: Versions = {};
  for (const locale of LOCALES) {
    const words = issue?.words[locale];
    if (!issue || !words) continue;
    const source = issue.sources[locale];
    const sourceWords = source ? issue.words[source] : undefined;
    const hash = issue.versionStatus[locale] === 'outdated' ? 'out of date' : versionHash(sourceWords, ISSUE_WORDS);
    versions[locale] = {
      words,
      ...(source && sourceWords ? { from: { locale: source, hash } } : {}),
      changedAt: issue.changedAt[locale] ?? '',
    };
  }
  return { versions, articleIds: issue?.values.articleIds ?? [], revision: issue?.revision ?? null };
}

export const formOf = (issue?: Issue): IssueForm =>
  formOfState(openedOf(issue).versions, issue?.values.articleIds ?? []);

/** A language's words as the payload holds them (empty fields left out), or none. */
const wordsIn = (form: IssueForm, locale: Locale): Words | null => {
  const words = cleanWords(form.words[locale], FIELDS);
  return hasWords(words, FIELDS) ? words : null;
};

/**
 * What the form changes of the versions: the words of each language that differ from the opened ones (null
 * for a language emptied; one left alone is not sent, so the server keeps it as it is, a colleague's change
 * included), and the languages confirmed.
 */
export function changeOf(form: IssueForm, opened: Opened) {
  const words: Partial<Record<Locale, Words | null>> = {};
  for (const locale of LOCALES) {
    const now = wordsIn(form, locale);
    const before = opened.versions[locale]?.words;
    if (!now && !hasWords(before, FIELDS)) continue;
    if (now && wordsHash(now, FIELDS) === wordsHash(before, FIELDS)) continue;
    words[locale] = now;
  }
  return { words, reviewed: form.reviewed.filter((locale) => !(locale in words)) };
}

/** Each language's state as the form stands (model/versions.ts, the server's rule). */
export function liveStates(form: IssueForm, opened: Opened): Record<Locale, VersionState> {
  const { versions } = nextVersions(opened.versions, changeOf(form, opened), ISSUE_WORDS, new Date().toISOString());
  return versionStates(versions, ISSUE_WORDS);
}

/** The payload of a save: the changes, the articles, and the version it was opened at. */
export function inputOf(form: IssueForm, opened: Opened): IssueInput {
  const { words, reviewed } = changeOf(form, opened);
  return {
    values: { articleIds: form.articleIds },
    words,
    ...(reviewed.length ? { reviewed } : {}),
    revision: opened.revision,
    ...(form.restoredFrom ? { restoredFrom: form.restoredFrom } : {}),
  };
}

/** The payload of a preview: every language written in the form, whole. */
export const previewInputOf = (form: IssueForm): IssueInput => ({
  values: { articleIds: form.articleIds },
  words: Object.fromEntries(
    LOCALES.flatMap((locale) => (wordsIn(form, locale) ? [[locale, wordsIn(form, locale)]] : [])),
  ),
});

/** Whether the form holds a change to save. */
export const isDirty = (form: IssueForm, opened: Opened) => {
  const { words, reviewed } = changeOf(form, opened);
  return (
    Object.keys(words).length > 0 ||
    reviewed.length > 0 ||
    form.restoredFrom !== null ||
    form.articleIds.join() !== opened.articleIds.join()
  );
};

const editOf = (versions: Versions, articleIds: number[]): EditState => ({
  values: { articleIds },
  words: wordsOf(versions),
});

/** A field both people changed, as the form shows it: "words.fr.subject" or "values.articleIds". */
export type IssueConflict = Conflict;

/**
 * After a colleague's save (the 409's `detail`): the form laid over the issue as it is now, field by field
 * (model/merge.ts), what only one of them changed kept, and for each field both changed the person's
 * choice (`theirs` listed: their version; the others: mine). The result is opened at the colleague's
 * version, so the next save is made to it.
 */
export function rebased(
  form: IssueForm,
  opened: Opened,
  current: RecordSnapshot,
  revision: number | null,
  theirs: readonly string[],
): { form: IssueForm; opened: Opened } {
  const currentIds = (current.values.articleIds as number[] | undefined) ?? [];
  const mine: EditState = {
    values: { articleIds: form.articleIds },
    words: Object.fromEntries(LOCALES.map((locale) => [locale, wordsIn(form, locale)])),
  };
  const { merged, conflicts } = mergeEdits(
    editOf(opened.versions, opened.articleIds),
    mine,
    editOf(current.versions, currentIds),
    FIELDS,
  );
  const next = formOfState({}, (merged.values.articleIds as number[] | undefined) ?? [], form.restoredFrom);
  for (const locale of LOCALES) next.words[locale] = textOf(merged.words[locale] ?? undefined);
  for (const conflict of conflicts) {
    const [root, locale, field] = conflict.path.split('.');
    const value = theirs.includes(conflict.path) ? conflict.theirs : conflict.mine;
    if (root === 'values') next.articleIds = (value as number[] | null) ?? [];
    else if (root === 'words') next.words[locale as Locale][field as 'subject' | 'intro'] = String(value ?? '');
  }
  next.reviewed = form.reviewed;
  return { form: next, opened: { versions: current.versions, articleIds: currentIds, revision } };
}
