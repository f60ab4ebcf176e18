import { ARTICLES_MAX, type Issue, type IssueData, type IssuePreviews } from '@common/admin/newsletter';
import { LOCALES, type Locale } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { fieldInLanguage } from '../../lib/words';
import {
  articlesQuery,
  createIssue,
  deleteIssue,
  issueQuery,
  overviewQuery,
  previewIssue,
  saveIssue,
  sendIssue,
  sendTest,
} from './api';
import { statusKey } from './format';
import { IssuePreview } from './IssuePreview';

const EMPTY: IssueData = { subject: { en: '', fr: '', sw: '' }, intro: { en: '', fr: '', sw: '' }, articleIds: [] };

/** A new issue (no id) or a saved one: its draft to edit, or, once sent, what went out and how it goes. */
export function IssuePage({ id, notice, onNotice }: { id?: number; notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const issue = useQuery({
    ...issueQuery(id ?? 0),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && query.state.data.counts.queued > 0 ? 5000 : false),
  });
  if (id !== undefined && issue.isPending) return <p role="status">{t('common.loading')}</p>;
  if (id !== undefined && issue.error) {
    return <Alert tone="error">{t('common.loadError', { message: issue.error.message })}</Alert>;
  }
  return <IssueForm key={id ?? 'new'} issue={issue.data} notice={notice} onNotice={onNotice} />;
}

function IssueForm({ issue, notice, onNotice }: { issue?: Issue; notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const initial = issue?.data ?? EMPTY;
  const [data, setData] = useState<IssueData>(initial);
  const [saved, setSaved] = useState(issue ? JSON.stringify(initial) : null);
  const [previews, setPreviews] = useState<IssuePreviews | null>(null);
  const dirty = saved !== JSON.stringify(data);
  const readOnly = Boolean(issue && issue.status !== 'draft');
  // Leaving with changes not saved asks first (lib/leave-guard.ts); an untouched new issue has none.
  useUnsavedChanges(!readOnly && JSON.stringify(data) !== (saved ?? JSON.stringify(initial)));

  const refresh = () => queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
  const save = useMutation<number, ApiError>({
    mutationFn: async () => {
      if (issue) {
        await saveIssue(issue.id, data);
        return issue.id;
      }
      return (await createIssue(data)).id;
    },
    onSuccess: (id) => {
      setSaved(JSON.stringify(data));
      onNotice(t('newsletters.saved'));
      void refresh();
      void queryClient.invalidateQueries({ queryKey: issueQuery(id).queryKey });
      if (!issue) leaveWithoutAsking(() => navigate(`/${id}`, { replace: true }));
    },
  });
  const preview = useMutation<IssuePreviews, ApiError>({
    mutationFn: () => previewIssue(data),
    onSuccess: setPreviews,
  });
  const fieldError = (path: string) => save.error?.fields[path] ?? preview.error?.fields[path];
  const formError = save.error ?? preview.error;

  const setText = (part: 'subject' | 'intro', locale: Locale, value: string) =>
    setData((current) => ({ ...current, [part]: { ...current[part], [locale]: value } }));

  const title = !issue ? t('newsletters.newTitle') : readOnly ? t('newsletters.viewTitle') : t('newsletters.editTitle');
  return (
    <>
      <p className="mb-2">
        <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('newsletters.back')}
        </Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      <div className="space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {formError && <Alert tone="error">{formError.message}</Alert>}
      </div>
      {issue && readOnly && <Delivery issue={issue} />}

      <form
        noValidate
        className="mt-6 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          onNotice('');
          save.mutate();
        }}
      >
        {LOCALES.map((locale) => (
          <fieldset key={locale} disabled={readOnly} className="space-y-4 rounded-md border border-stone-200 p-4">
            <legend className="px-1 text-lg font-semibold text-stone-900">
              {t(`newsletters.languages.${locale}`)}
            </legend>
            <p className="text-sm text-stone-600">{t(`newsletters.languageHint.${locale}`)}</p>
            <Field
              label={fieldInLanguage(t, t('newsletters.subject'), t(`newsletters.languages.${locale}`))}
              value={data.subject[locale] ?? ''}
              required={locale === 'en'}
              maxLength={200}
              onChange={(event) => setText('subject', locale, event.target.value)}
              error={fieldError(`subject.${locale}`)}
            />
            <TextArea
              label={fieldInLanguage(t, t('newsletters.introField'), t(`newsletters.languages.${locale}`))}
              hint={t('newsletters.introHint')}
              value={data.intro[locale] ?? ''}
              required={locale === 'en'}
              rows={6}
              onChange={(event) => setText('intro', locale, event.target.value)}
              error={fieldError(`intro.${locale}`)}
            />
          </fieldset>
        ))}
        <ArticlePicker
          picked={data.articleIds}
          disabled={readOnly}
          onChange={(articleIds) => setData((current) => ({ ...current, articleIds }))}
          error={fieldError('articleIds')}
        />
        <div className="flex flex-wrap gap-3">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('newsletters.saving') : t('newsletters.save')}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => preview.mutate()} disabled={preview.isPending}>
            {preview.isPending ? t('newsletters.previewing') : t('newsletters.preview')}
          </Button>
        </div>
      </form>

      {previews && <IssuePreview previews={previews} />}

      {issue && !readOnly && (
        <div className="mt-8 space-y-6">
          {dirty && <Alert tone="info">{t('newsletters.unsaved')}</Alert>}
          <TestSend issueId={issue.id} disabled={dirty} />
          <SendControl
            issue={issue}
            disabled={dirty}
            onSent={(recipients) => {
              onNotice(t('newsletters.sentNotice', { recipients }));
              void refresh();
              void queryClient.invalidateQueries({ queryKey: issueQuery(issue.id).queryKey });
            }}
          />
          <DeleteDraft
            issueId={issue.id}
            subject={issue.data.subject.en}
            onDeleted={() => {
              onNotice(t('newsletters.deleted'));
              void refresh();
              leaveWithoutAsking(() => navigate('/'));
            }}
          />
        </div>
      )}
    </>
  );
}

function TextArea({
  label,
  hint,
  error,
  ...props
}: ComponentProps<'textarea'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm disabled:bg-stone-50 ${error ? 'border-red-700' : 'border-stone-400'}`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ArticlePicker({
  picked,
  disabled,
  onChange,
  error,
}: {
  picked: number[];
  disabled: boolean;
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const articles = useQuery(articlesQuery);
  const full = picked.length >= ARTICLES_MAX;
  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-md border border-stone-200 p-4">
      <legend className="px-1 text-lg font-semibold text-stone-900">{t('newsletters.articles')}</legend>
      <p className="text-sm text-stone-600">{t('newsletters.articlesHint', { max: ARTICLES_MAX })}</p>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {articles.isPending && <p role="status">{t('common.loading')}</p>}
      {articles.error && <Alert tone="error">{t('common.loadError', { message: articles.error.message })}</Alert>}
      {articles.data?.length === 0 && <p className="text-stone-700">{t('newsletters.noArticles')}</p>}
      <ul className="space-y-2">
        {articles.data?.map((article) => {
          const checked = picked.includes(article.id);
          return (
            <li key={article.id}>
              <label className="flex items-start gap-3 rounded-md p-1 hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() =>
                    onChange(checked ? picked.filter((id) => id !== article.id) : [...picked, article.id])
                  }
                />
                <span>
                  <span className="block font-medium text-stone-900">{article.title}</span>
                  <span className="block text-sm text-stone-600">{formatDate(article.publishedAt)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function TestSend({ issueId, disabled }: { issueId: number; disabled: boolean }) {
  const t = useT();
  const selectId = useId();
  const [locale, setLocale] = useState<Locale>('en');
  const test = useMutation<{ to: string }, ApiError>({ mutationFn: () => sendTest(issueId, locale) });
  return (
    <section aria-labelledby={`${selectId}-title`} className="space-y-3">
      <h2 id={`${selectId}-title`} className="text-lg font-semibold text-stone-900">
        {t('newsletters.test')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1.5 sm:w-56">
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            {t('newsletters.testLanguage')}
          </label>
          <select
            id={selectId}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            className="block h-11 w-full rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900"
          >
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {t(`newsletters.languages.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={() => test.mutate()} disabled={disabled || test.isPending}>
          {test.isPending ? t('newsletters.testing') : t('newsletters.test')}
        </Button>
      </div>
      {test.data && (
        <Alert tone="success">
          {t('newsletters.tested', { language: t(`newsletters.languages.${locale}`), email: test.data.to })}
        </Alert>
      )}
      {test.error && <Alert tone="error">{test.error.message}</Alert>}
    </section>
  );
}

function SendControl({
  issue,
  disabled,
  onSent,
}: {
  issue: Issue;
  disabled: boolean;
  onSent: (recipients: number) => void;
}) {
  const t = useT();
  const overview = useQuery(overviewQuery);
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const send = useMutation<{ recipients: number }, ApiError>({
    mutationFn: () => sendIssue(issue.id),
    onSuccess: (result) => {
      setAsking(false);
      onSent(result.recipients);
    },
  });
  const confirmed = overview.data?.confirmed;
  const total = confirmed ? confirmed.en + confirmed.fr + confirmed.sw : 0;
  const rate = overview.data?.ratePerMinute ?? 60;
  // Every confirmed subscriber gets the issue (in their language, or English): none, and there is no one to send to.
  const noAudience = overview.data !== undefined && total === 0;
  // The languages this issue lacks: their readers get the English version.
  const missing = LOCALES.filter((locale) => locale !== 'en' && !issue.data.subject[locale]?.trim());
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <Button
        onClick={() => {
          send.reset();
          setAsking(true);
        }}
        disabled={disabled || !overview.data || noAudience}
        aria-describedby={noAudience ? reasonId : undefined}
      >
        {t('newsletters.send')}
      </Button>
      {noAudience && (
        <p id={reasonId} className="text-sm font-medium text-amber-900">
          {t('newsletters.noAudience')}
        </p>
      )}
      {/* The one confirmation dialog (Cancel has the focus): sending cannot be undone. */}
      <ConfirmDialog
        open={asking}
        title={t('newsletters.sendTitle')}
        confirmLabel={t('newsletters.sendConfirm')}
        cancelLabel={t('common.cancel')}
        pending={send.isPending}
        pendingLabel={t('newsletters.sending')}
        error={send.error?.message}
        onConfirm={() => send.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('newsletters.sendText', { total, rate, minutes: Math.max(1, Math.ceil(total / rate)) })}</p>
        <p className="mt-2">
          {t('newsletters.sendLanguages', { en: confirmed?.en ?? 0, fr: confirmed?.fr ?? 0, sw: confirmed?.sw ?? 0 })}
        </p>
        {missing.length > 0 && (
          <p className="mt-2">
            {t('newsletters.sendFallback', {
              languages: missing.map((locale) => t(`newsletters.languages.${locale}`)).join(', '),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function DeleteDraft({ issueId, subject, onDeleted }: { issueId: number; subject: string; onDeleted: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () => deleteIssue(issueId),
    onSuccess: () => {
      setAsking(false);
      onDeleted();
    },
  });
  return (
    <div className="space-y-2 border-t border-stone-200 pt-6">
      <Button
        variant="outline"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('newsletters.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('newsletters.deleteTitle')}
        confirmLabel={t('newsletters.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        pendingLabel={t('newsletters.deleting')}
        error={remove.error?.message}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('newsletters.deleteText', { subject })}</p>
      </ConfirmDialog>
    </div>
  );
}

function Delivery({ issue }: { issue: Issue }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="delivery" className="mt-4 rounded-md border border-stone-200 bg-stone-50 p-4">
      <h2 id="delivery" className="font-semibold text-stone-900">
        {t('newsletters.progress')}: {t(`newsletters.statuses.${statusKey(issue)}`)} · {formatDate(issue.sentAt)}
      </h2>
      <p className="mt-1 text-stone-800">
        {t('newsletters.progressText', { ...issue.counts, recipients: issue.recipients ?? 0 })}
      </p>
      {issue.counts.withdrawn > 0 && <p className="mt-1 text-sm text-stone-700">{t('newsletters.withdrawnHint')}</p>}
    </section>
  );
}
