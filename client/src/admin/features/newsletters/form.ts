import type { Issue, IssueInput } from '@common/admin/newsletter';
import type { TranslatedLocale } from '@common/locale';
import { translationsOf } from '../../components/record/TranslatableRecordEditor';

/** An issue as the editor holds it: the English, a copy of each translation (empty where none), the articles. */
export const formOf = (issue?: Issue) => ({
  subject: issue?.data.subject ?? '',
  intro: issue?.data.intro ?? '',
  translations: translationsOf(issue?.data.translations),
  articleIds: issue?.data.articleIds ?? [],
});
export type IssueForm = ReturnType<typeof formOf>;

/**
 * The payload (common/src/admin/newsletter.ts issueSchema): both languages are always sent, so one emptied
 * in the form is removed; `reviewed` names those confirmed as still matching a changed English.
 */
export const inputOf = (form: IssueForm, reviewed: TranslatedLocale[]): IssueInput => ({
  subject: form.subject,
  intro: form.intro,
  translations: form.translations,
  reviewed,
  articleIds: form.articleIds,
});
