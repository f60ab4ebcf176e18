import { type Issue, type IssueInput, type IssuePreviews, issueSchema } from '@common/admin/newsletter';
import type { RecordSnapshot } from '@common/admin/revisions';
import { LOCALES, type Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ApiError } from '../../api/client';
import { focusFirstError, schemaErrors } from '../../components/translation/errors';
import { useLanguage, useT } from '../../i18n';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { createIssue, issueQuery, overviewQuery, previewIssue, saveIssue } from './api';
import {
  changeOf,
  formOf,
  type IssueConflict,
  inputOf,
  isDirty,
  liveStates,
  openedOf,
  previewInputOf,
  rebased,
} from './form';

/** The language tab of a field's error: words are under `words.<locale>.`. */
const tabOf = (errors: Record<string, string>): Locale | null => {
  const [root, locale] = (Object.keys(errors)[0] ?? '').split('.');
  return root === 'words' && (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
};

interface ConflictState {
  message: string;
  conflicts: IssueConflict[];
  current: RecordSnapshot;
  revision: number | null;
}

/**
 * An issue's form and its saving: the shared schema checked first (the server's words, the first error's tab
 * shown and its field focused), the save made to the version opened (`revision`), so a colleague's save in
 * between is merged by the server; when both changed a field, the conflicts to choose from, then the form
 * rebased on the colleague's version and saved. Also the preview of the form as it stands.
 */
export function useIssueSave({ issue, onNotice }: { issue?: Issue; onNotice: (text: string) => void }) {
  const t = useT();
  const staffLanguage = useLanguage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [opened, setOpened] = useState(() => openedOf(issue));
  const [form, setForm] = useState(() => formOf(issue));
  // A saved issue opens on the language its subject is shown in; a new one on the staff member's.
  const [tab, setTab] = useState<Locale>(issue?.lang ?? staffLanguage ?? LOCALES[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [previews, setPreviews] = useState<IssuePreviews | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const readOnly = Boolean(issue && issue.status !== 'draft');
  const dirty = isDirty(form, opened);
  // Leaving with changes not saved asks first (lib/leave-guard.ts); an untouched new issue has none.
  useUnsavedChanges(!readOnly && dirty);

  const states = liveStates(form, opened);
  // Out of date and not changed in the form: confirming it still says the same makes it current again.
  const edited = changeOf(form, opened).words;
  const before = liveStates({ ...form, reviewed: [] }, opened);
  const confirmable = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const source = opened.versions[locale]?.from?.locale;
      return before[locale] === 'outdated' && !(locale in edited) && source ? [[locale, source]] : [];
    }),
  ) as Partial<Record<Locale, Locale>>;

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const where = tabOf(found);
    if (where) setTab(where);
    focusFirstError(formRef.current);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });

  const save = useMutation<Issue, ApiError, IssueInput>({
    mutationFn: (input) => (issue ? saveIssue(issue.id, input) : createIssue(input)),
    onSuccess: (result) => {
      queryClient.setQueryData(issueQuery(result.id).queryKey, result);
      onNotice(t('newsletters.saved'));
      void refresh();
      setConflict(null);
      if (!issue) return leaveWithoutAsking(() => navigate(`/${result.id}`, { replace: true }));
      // The words as the server keeps them (trimmed), confirmations done, opened at the new version.
      setOpened(openedOf(result));
      setForm(formOf(result));
    },
    onError: (error) => {
      const detail = error.detail as Partial<ConflictState> | undefined;
      if (error.status === 409 && error.code === 'entries.conflict' && detail?.conflicts && detail.current) {
        setConflict({
          message: error.message,
          conflicts: detail.conflicts,
          current: detail.current,
          revision: detail.revision ?? null,
        });
        return;
      }
      showErrors(error.fields);
    },
  });
  /** The payload checked by the shared schema first (the server's words); null when it has errors. */
  const checked = (input: IssueInput) => {
    const found = schemaErrors(issueSchema, input);
    if (Object.keys(found).length) {
      showErrors(found);
      return null;
    }
    setErrors({});
    return input;
  };
  const submit = () => {
    onNotice('');
    const input = checked(inputOf(form, opened));
    if (input) save.mutate(input);
  };
  const resolve = (theirs: string[]) => {
    if (!conflict) return;
    const next = rebased(form, opened, conflict.current, conflict.revision, theirs);
    setForm(next.form);
    setOpened(next.opened);
    const input = checked(inputOf(next.form, next.opened));
    if (input) save.mutate(input);
  };

  const preview = useMutation<IssuePreviews, ApiError, IssueInput>({
    mutationFn: previewIssue,
    onSuccess: setPreviews,
    onError: (error) => showErrors(error.fields),
  });
  const showPreview = () => {
    const input = checked(previewInputOf(form));
    if (input) preview.mutate(input);
  };

  return {
    form,
    setForm,
    opened,
    tab,
    setTab,
    states,
    confirmable,
    errors,
    formRef,
    readOnly,
    dirty,
    save,
    submit,
    conflict,
    resolve,
    preview,
    previews,
    showPreview,
    /** The server's words for a refused save or preview (a conflict is shown on its own). */
    error: conflict ? null : (save.error ?? preview.error),
    hasErrors: Object.keys(errors).length > 0,
  };
}
