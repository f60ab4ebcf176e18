import {
  ARTICLES_MAX,
  audienceOf,
  audienceSize,
  ISSUE_TEXT,
  type Issue,
  type IssueInput,
  type IssuePreviews,
  issueSchema,
} from '@common/admin/newsletter';
import { instantOf, wallClockAt, zoneLabel } from '@common/admin/time-zone';
import { LOCALES, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { focusFirstError, schemaErrors, tabOfFirstError } from '../../components/translation/errors';
import { liveStates } from '../../components/translation/live-state';
import { useT } from '../../i18n';
import { useFormatDate, useStaffClock } from '../../lib/dates';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import {
  articlesQuery,
  createIssue,
  deleteIssue,
  issueQuery,
  overviewQuery,
  previewIssue,
  saveIssue,
  scheduleIssue,
  sendIssue,
  sendTest,
} from './api';
import { DeliveryReport } from './DeliveryReport';
import { formOf, type IssueForm, inputOf } from './form';
import { statusKey } from './format';
import { IssuePreview } from './IssuePreview';
import { IssueText, NOT_REVIEWED } from './IssueText';
import { DeliveryControls, ScheduledPanel } from './Sending';

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
  return <IssueEditor key={id ?? 'new'} issue={issue.data} notice={notice} onNotice={onNotice} />;
}

const same = (a: IssueForm, b: IssueForm) => JSON.stringify(a) === JSON.stringify(b);

function IssueEditor({ issue, notice, onNotice }: { issue?: Issue; notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [form, setForm] = useState(() => formOf(issue));
  // The form as last saved: what the translations' states, tests and sending are measured against.
  const [saved, setSaved] = useState(() => (issue ? formOf(issue) : null));
  const [reviewed, setReviewed] = useState(NOT_REVIEWED);
  const [tab, setTab] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previews, setPreviews] = useState<IssuePreviews | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !saved || !same(saved, form);
  const readOnly = Boolean(issue && issue.status !== 'draft');
  // Leaving with changes not saved asks first (lib/leave-guard.ts); an untouched new issue has none.
  useUnsavedChanges(!readOnly && !same(form, saved ?? formOf()));

  const englishOf = (of: IssueForm) => ({ subject: of.subject.trim(), intro: of.intro.trim() });
  const { states, englishChanged } = liveStates({
    status: issue?.translationStatus,
    english: englishOf(form),
    englishBefore: saved ? englishOf(saved) : undefined,
    translations: form.translations,
    translationsBefore: saved?.translations,
    reviewed,
    spec: ISSUE_TEXT,
  });

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const where = tabOfFirstError(found);
    if (where) setTab(where);
    focusFirstError(formRef.current);
  };
  /** The payload, checked by the shared schema first (the server's words); null when it has errors. */
  const checked = (confirmed: TranslatedLocale[]) => {
    const input = inputOf(form, confirmed);
    const found = schemaErrors(issueSchema, input);
    if (Object.keys(found).length) {
      showErrors(found);
      return null;
    }
    setErrors({});
    return input;
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
  const save = useMutation<Issue, ApiError, IssueInput>({
    mutationFn: (input) => (issue ? saveIssue(issue.id, input) : createIssue(input)),
    onSuccess: (result) => {
      queryClient.setQueryData(issueQuery(result.id).queryKey, result);
      onNotice(t('newsletters.saved'));
      void refresh();
      if (!issue) return leaveWithoutAsking(() => navigate(`/${result.id}`, { replace: true }));
      // The text as the server keeps it (trimmed), confirmations done.
      const next = formOf(result);
      setForm(next);
      setSaved(next);
      setReviewed(NOT_REVIEWED);
    },
    onError: (error) => showErrors(error.fields),
  });
  const preview = useMutation<IssuePreviews, ApiError, IssueInput>({
    mutationFn: previewIssue,
    onSuccess: setPreviews,
    onError: (error) => showErrors(error.fields),
  });
  const formError = save.error ?? preview.error;
  const hasErrors = Object.keys(errors).length > 0;

  // Sent now or scheduled: the notice says which, and the issue is loaded again.
  const onSent = (text: string) => {
    onNotice(text);
    void refresh();
    if (issue) void queryClient.invalidateQueries({ queryKey: issueQuery(issue.id).queryKey });
  };
  const title = !issue
    ? t('newsletters.newTitle')
    : issue.status === 'scheduled'
      ? t('newsletters.scheduledTitle')
      : readOnly
        ? t('newsletters.viewTitle')
        : t('newsletters.editTitle');
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
        {(hasErrors || formError) && (
          <Alert tone="error">{hasErrors ? t('newsletters.checkFields') : formError?.message}</Alert>
        )}
      </div>
      {issue?.status === 'scheduled' && (
        <ScheduledPanel
          issue={issue}
          onChanged={(text) => {
            onNotice(text);
            void refresh();
            void queryClient.invalidateQueries({ queryKey: issueQuery(issue.id).queryKey });
          }}
        >
          <SendControl issue={issue} disabled={false} onSent={onSent} />
        </ScheduledPanel>
      )}
      {issue && readOnly && issue.status !== 'scheduled' && (
        <>
          <Delivery issue={issue} />
          <DeliveryControls
            issue={issue}
            onChanged={(text) => {
              onNotice(text);
              void refresh();
              void queryClient.invalidateQueries({ queryKey: issueQuery(issue.id).queryKey });
            }}
          />
        </>
      )}

      <form
        ref={formRef}
        noValidate
        className="mt-6 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          onNotice('');
          const input = checked(TRANSLATED_LOCALES.filter((locale) => reviewed[locale]));
          if (input) save.mutate(input);
        }}
      >
        <IssueText
          form={form}
          onChange={setForm}
          tab={tab}
          onTab={setTab}
          states={states}
          savedStates={issue?.translationStatus}
          englishChanged={englishChanged}
          reviewed={reviewed}
          onReviewed={(locale, confirmed) => setReviewed((r) => ({ ...r, [locale]: confirmed }))}
          errors={errors}
          readOnly={readOnly}
        />
        <ArticlePicker
          picked={form.articleIds}
          disabled={readOnly}
          onChange={(articleIds) => setForm((current) => ({ ...current, articleIds }))}
          error={errors.articleIds}
        />
        <div className="flex flex-wrap gap-3">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('newsletters.saving') : t('newsletters.save')}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              const input = checked([]);
              if (input) preview.mutate(input);
            }}
            disabled={preview.isPending}
          >
            {preview.isPending ? t('newsletters.previewing') : t('newsletters.preview')}
          </Button>
        </div>
      </form>

      {previews && <IssuePreview previews={previews} />}

      {issue && !readOnly && (
        <div className="mt-8 space-y-6">
          {dirty && <Alert tone="info">{t('newsletters.unsaved')}</Alert>}
          <TestSend issueId={issue.id} disabled={dirty} />
          <SendControl issue={issue} disabled={dirty} onSent={onSent} />
          <DeleteDraft
            issueId={issue.id}
            subject={issue.data.subject}
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
                  {/* The article's English title, as staff wrote it: marked so, whatever the screen's language. */}
                  <span lang="en" className="block font-medium text-stone-900">
                    {article.title}
                  </span>
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
                {t(`kit.languages.${value}`)}
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
          {t('newsletters.tested', { language: t(`kit.languages.${locale}`), email: test.data.to })}
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
  onSent: (notice: string) => void;
}) {
  const t = useT();
  const clock = useStaffClock();
  const formatDate = useFormatDate();
  const overview = useQuery(overviewQuery);
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  // The versions the issue has (English always); each is sent unless unticked, English to the others only if ticked.
  const versions = LOCALES.filter((locale) => locale === 'en' || issue.translationStatus[locale] !== 'missing');
  const [locales, setLocales] = useState<Locale[]>(issue.sendChoice ? [...issue.sendChoice.locales] : versions);
  const [fallbackToEnglish, setFallbackToEnglish] = useState(issue.sendChoice?.fallbackToEnglish ?? false);
  // Now, or at a date and time typed in the site's time zone (as an article's schedule).
  const scheduled = issue.scheduledAt ? wallClockAt(issue.scheduledAt, clock.zone) : null;
  const [later, setLater] = useState(scheduled !== null);
  const [date, setDate] = useState(scheduled?.date ?? '');
  const [time, setTime] = useState(scheduled?.time ?? '09:00');
  const [whenError, setWhenError] = useState<string>();
  const zone = zoneLabel(clock.zone, new Date(), clock.language);
  const send = useMutation<string, ApiError, string | null>({
    mutationFn: async (at) => {
      if (!at) {
        const sent = await sendIssue(issue.id, { locales, fallbackToEnglish });
        return t('newsletters.sentNotice', { recipients: sent.recipients });
      }
      await scheduleIssue(issue.id, { at, locales, fallbackToEnglish });
      return t('newsletters.scheduledNotice', { when: formatDate(at) });
    },
    onSuccess: (notice) => {
      setAsking(false);
      onSent(notice);
    },
  });
  const confirm = () => {
    // No one in the chosen audience: the dialog says so; nothing is asked of the server.
    if (total === 0) return;
    if (!later) return send.mutate(null);
    const at = instantOf({ date, time }, clock.zone);
    if (!at) return setWhenError(t('newsletters.scheduleBadDate'));
    if (at.getTime() <= Date.now()) return setWhenError(t('newsletters.schedulePast'));
    setWhenError(undefined);
    send.mutate(at.toISOString());
  };
  const confirmed = overview.data?.confirmed;
  const everyone = confirmed ? confirmed.en + confirmed.fr + confirmed.sw : 0;
  const rate = overview.data?.ratePerMinute ?? 60;
  // No confirmed subscriber at all: there is no one to send to, whatever is chosen.
  const noAudience = overview.data !== undefined && everyone === 0;
  // Who would get which version, by the rule the server sends by (common/src/admin/newsletter.ts).
  const audience = audienceOf(confirmed ?? { en: 0, fr: 0, sw: 0 }, { locales, fallbackToEnglish });
  const total = audienceSize(audience);
  const outdated = TRANSLATED_LOCALES.filter(
    (locale) => locales.includes(locale) && issue.translationStatus[locale] === 'outdated',
  );
  const language = (locale: Locale) => t(`kit.languages.${locale}`);
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
        {issue.status === 'scheduled' ? t('newsletters.changeSchedule') : t('newsletters.send')}
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
        confirmLabel={later ? t('newsletters.scheduleConfirm') : t('newsletters.sendConfirm')}
        cancelLabel={t('common.cancel')}
        pending={send.isPending}
        pendingLabel={t('newsletters.sending')}
        error={send.error?.message}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        fields={
          <div className="space-y-3">
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('newsletters.sendVersions')}</legend>
              <div className="mt-1 space-y-1">
                {versions.map((locale) => (
                  <CheckboxField
                    key={locale}
                    label={language(locale)}
                    checked={locales.includes(locale)}
                    onChange={(event) => {
                      const on = event.target.checked;
                      setLocales((chosen) => LOCALES.filter((l) => (l === locale ? on : chosen.includes(l))));
                    }}
                  />
                ))}
              </div>
            </fieldset>
            <CheckboxField
              label={t('newsletters.sendFallbackChoice')}
              checked={fallbackToEnglish}
              onChange={(event) => setFallbackToEnglish(event.target.checked)}
            />
            <div>
              <h3 className="text-sm font-semibold text-stone-900">{t('newsletters.audienceTitle')}</h3>
              <ul className="mt-1 space-y-0.5 text-sm" data-testid="newsletter-audience">
                {LOCALES.map((reader) => {
                  const { subscribers, version } = audience[reader];
                  return (
                    <li key={reader}>
                      {version
                        ? t('newsletters.audienceGets', {
                            language: language(reader),
                            count: subscribers,
                            version: language(version),
                          })
                        : t('newsletters.audienceNone', { language: language(reader), count: subscribers })}
                    </li>
                  );
                })}
              </ul>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('newsletters.sendWhen')}</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm">
                {[false, true].map((value) => (
                  <label key={String(value)} className="flex items-center gap-2 font-medium text-stone-800">
                    <input
                      type="radio"
                      name={`${reasonId}-when`}
                      className="h-4 w-4 accent-primary"
                      checked={later === value}
                      onChange={() => setLater(value)}
                    />
                    {value ? t('newsletters.sendLater') : t('newsletters.sendNow')}
                  </label>
                ))}
              </div>
              {later && (
                <div className="mt-2 flex flex-wrap items-start gap-3">
                  <Field
                    inputClassName="w-auto"
                    type="date"
                    label={t('newsletters.scheduleDate')}
                    value={date}
                    error={whenError}
                    onChange={(event) => setDate(event.target.value)}
                  />
                  <Field
                    inputClassName="w-auto"
                    type="time"
                    label={t('newsletters.scheduleTime', { zone })}
                    value={time}
                    onChange={(event) => setTime(event.target.value)}
                  />
                </div>
              )}
            </fieldset>
            <p className="text-sm font-medium" aria-live="polite">
              {total > 0
                ? t('newsletters.sendText', { total, rate, minutes: Math.max(1, Math.ceil(total / rate)) })
                : t('newsletters.noChosenAudience')}
            </p>
            {outdated.length > 0 && (
              <p className="text-sm">
                {t('newsletters.sendOutdated', { languages: outdated.map(language).join(', ') })}
              </p>
            )}
          </div>
        }
      />
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
      <DeliveryReport report={issue.report} />
    </section>
  );
}
