import type { StaffMe } from '@common/admin/auth';
import {
  type AdminArticle,
  articleDraftSchema,
  NEWS_LIMITS,
  type NewsLanguage,
  slugify,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@common/admin/news';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { ImageField, type ImageValue, imageAltError } from '../../components/media/ImageField';
import { PageTitle } from '../../components/PageTitle';
import { TextArea } from '../../components/TextArea';
import { focusFirstError, schemaErrors } from '../../components/translation/errors';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { leaveWithoutAsking, useUnsavedChanges } from '../../lib/leave-guard';
import { type SaveProblem, saveProblemOf, useSaveRetry } from '../../lib/save-retry';
import { fieldInLanguage } from '../../lib/words';
import { articleQuery, categoriesQuery, createArticle, mediaQuery, newsKey, saveDraft } from './api';
import { StatusBadge } from './Badges';
import { ContentField } from './ContentField';
import { DeleteArticle } from './DeleteArticle';
import { draftOf, type FormState, formOf, type ImageState, isBlank, liveCoverage, tabOf } from './form';
import { HistoryPanel } from './HistoryPanel';
import { LanguageTabs } from './LanguageTabs';
import { PublishPanel } from './PublishPanel';

/** How long the editor waits after the last change before saving the draft by itself. */
const AUTOSAVE_MS = 3000;
const NO_REVIEW: Record<TranslatedLocale, boolean> = { fr: false, sw: false };

/**
 * A new article (id null) or a saved one. An article created here keeps its form (and its editors, with
 * the caret where it was) when the address changes to its id; a restored version reloads the form.
 */
export function ArticleEditor({
  id,
  user,
  notice,
  onNotice,
}: {
  id: number | null;
  user: StaffMe;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  // The article this form created keeps its form: nothing is loaded for it (until a restore reloads it).
  const loadId = id !== null && !(id === createdId && generation === 0) ? id : null;
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: loadId !== null });
  const imageId = article.data?.imageId ?? null;
  const media = useQuery({ ...mediaQuery(imageId ?? 0), enabled: loadId !== null && imageId !== null });
  if (loadId !== null && article.isPending) return <p role="status">{t('common.loading')}</p>;
  if (loadId !== null && article.error) {
    return (
      <Alert tone="error">
        {article.error instanceof ApiError && article.error.status === 404
          ? t('news.notFound')
          : t('common.loadError', { message: article.error.message })}
      </Alert>
    );
  }
  if (loadId !== null && imageId !== null && media.isPending) return <p role="status">{t('common.loading')}</p>;
  const data = id === null ? undefined : article.data;
  const image: ImageValue | null =
    data && media.data && data.imageId === media.data.id
      ? {
          id: media.data.id,
          url: media.data.url,
          width: media.data.width,
          height: media.data.height,
          alt: {
            en: data.versions.en.imageAlt ?? media.data.alt.en,
            fr: data.versions.fr?.imageAlt ?? media.data.alt.fr,
            sw: data.versions.sw?.imageAlt ?? media.data.alt.sw,
          },
        }
      : null;
  return (
    <ArticleForm
      key={`${id !== null && id === createdId ? 'new' : (id ?? 'new')}-${generation}`}
      article={data}
      image={image}
      user={user}
      onCreated={setCreatedId}
      onReload={() => setGeneration((g) => g + 1)}
      notice={notice}
      onNotice={onNotice}
    />
  );
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' }
  /** Not saved yet, and saved by itself as soon as it can be: the connection or the session is back. */
  | { kind: 'waiting'; problem: SaveProblem; failures: number };

function ArticleForm({
  article,
  image: initialImage,
  user,
  onCreated,
  onReload,
  notice,
  onNotice,
}: {
  article?: AdminArticle;
  image: ImageValue | null;
  user: StaffMe;
  onCreated: (id: number) => void;
  onReload: () => void;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const categoryList = useId();
  const categories = useQuery(categoriesQuery);
  const formRef = useRef<HTMLFormElement>(null);

  const [server, setServer] = useState(article);
  const [form, setForm] = useState<FormState>(() => formOf(article, user.name));
  const [savedForm, setSavedForm] = useState(form);
  const [image, setImage] = useState<ImageState>({ value: initialImage, touched: false });
  const [reviewed, setReviewed] = useState<Record<TranslatedLocale, boolean>>({ fr: false, sw: false });
  const [tab, setTab] = useState<NewsLanguage>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [submitted, setSubmitted] = useState(false);

  const draft = draftOf(form, image, server, reviewed);
  const snapshot = JSON.stringify(draft);
  // A new article starts with nothing to lose: only a change makes it unsaved (and worth keeping).
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  const dirty = snapshot !== savedSnapshot;
  // An autosave refused (bad input, or someone else's newer save) is not tried again until something changes.
  const [refused, setRefused] = useState<string | null>(null);

  // What the next save sends is read when it runs, not when it was asked for.
  const latest = useRef({ form, draft, snapshot, server, image });
  latest.current = { form, draft, snapshot, server, image };
  const queue = useRef<Promise<AdminArticle | null>>(Promise.resolve(null));
  // This sitting at the editor: its autosaves make one audit line between them, so the log is not one line per pause.
  const [editSession] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  // The kind of save that could not go through, tried again when the connection or the session is back.
  const waitingAutosave = useRef(true);
  const failures = useRef(0);

  async function persist(autosave: boolean): Promise<AdminArticle | null> {
    const { form: sentForm, draft: body, snapshot: sent, server: current, image: sentImage } = latest.current;
    setSaveState({ kind: 'saving' });
    try {
      let saved: AdminArticle;
      if (current) {
        saved = await saveDraft(current.id, { ...body, autosave, editSession, savedAt: current.savedAt });
      } else {
        saved = await createArticle({ ...body, autosave, editSession });
        onCreated(saved.id);
        // The editor stays; only its address becomes the article's (what is typed meanwhile is still here).
        leaveWithoutAsking(() => navigate(`/${saved.id}`, { replace: true }));
      }
      queryClient.setQueryData(articleQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'article', saved.id, 'revisions'] });
      void queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
      // Slugs left empty were made from the titles by the server: show them, without counting as a change.
      const filled = (f: FormState): FormState => {
        const versions = { ...f.versions };
        for (const locale of ['en', ...TRANSLATED_LOCALES] as const) {
          const slug = saved.versions[locale]?.slug;
          if (!versions[locale].slug.trim() && slug) versions[locale] = { ...versions[locale], slug };
        }
        return { ...f, versions };
      };
      const savedNow = filled(sentForm);
      setServer(saved);
      setSavedForm(savedNow);
      setForm((f) => filled(f));
      setSavedSnapshot(JSON.stringify(draftOf(savedNow, { value: sentImage.value, touched: false }, saved, NO_REVIEW)));
      setReviewed(NO_REVIEW);
      setImage((i) => ({ ...i, touched: false }));
      setErrors({});
      setFailure(null);
      setRefused(null);
      failures.current = 0;
      setSaveState({ kind: 'saved', at: new Date().toISOString() });
      return saved;
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(0, String(error));
      const waiting = saveProblemOf(problem);
      if (waiting) {
        // Nothing is refused: the same save goes through once the connection or the session is back.
        waitingAutosave.current = autosave;
        failures.current += 1;
        setSaveState({ kind: 'waiting', problem: waiting, failures: failures.current });
        return null;
      }
      setFailure(problem);
      setErrors(problem.fields);
      setRefused(sent);
      setSaveState({ kind: 'failed' });
      if (!autosave) {
        setTab(tabOf(Object.keys(problem.fields)[0]));
        focusFirstError(formRef.current);
      }
      return null;
    }
  }

  /** Saves now (after any save under way); resolves with the saved article, or null when refused. */
  const flush = (autosave = false) => {
    queue.current = queue.current.then(() =>
      latest.current.snapshot === savedSnapshotRef.current && latest.current.server
        ? latest.current.server
        : persist(autosave),
    );
    return queue.current;
  };
  const savedSnapshotRef = useRef(savedSnapshot);
  savedSnapshotRef.current = savedSnapshot;

  // Autosave: a few seconds after the last change, once there is a title in any language (docs/decisions/019).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what would be saved changes.
  useEffect(() => {
    if (!dirty || saveState.kind === 'saving' || saveState.kind === 'waiting' || refused === snapshot) return;
    if (Object.keys(schemaErrors(articleDraftSchema, draft)).length > 0) return;
    const timer = setTimeout(() => void flush(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [snapshot, dirty, saveState.kind, refused]);

  // A save that could not go through is tried again by itself: with growing pauses while the server cannot
  // be reached, at once when the browser is back online, and after signing in again in place.
  useSaveRetry(
    saveState.kind === 'waiting' ? saveState.problem : null,
    saveState.kind === 'waiting' ? saveState.failures : 0,
    () => void flush(waitingAutosave.current),
  );

  // Every way out of this screen asks first while something is unsaved (lib/leave-guard.ts).
  useUnsavedChanges(dirty);

  // The tab hidden (switched away, or about to close): save what can be saved now, without waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest state when the page hides.
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState !== 'hidden' || !dirtyRef.current) return;
      if (Object.keys(schemaErrors(articleDraftSchema, latest.current.draft)).length > 0) return;
      void flush(true);
    };
    document.addEventListener('visibilitychange', hide);
    return () => document.removeEventListener('visibilitychange', hide);
  }, []);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    onNotice('');
    const found = schemaErrors(articleDraftSchema, draft);
    const altError = imageAltError(image.value);
    if (altError) found['image.alt.en'] ??= altError;
    setErrors(found);
    if (Object.keys(found).length) {
      setTab(tabOf(Object.keys(found)[0]));
      focusFirstError(formRef.current);
      return;
    }
    void flush(false);
  }

  const setVersion = (locale: NewsLanguage, field: keyof FormState['versions']['en'], value: string) =>
    setForm((f) => {
      const version = { ...f.versions[locale], [field]: value };
      const slugAuto = { ...f.slugAuto };
      if (field === 'title' && f.slugAuto[locale]) version.slug = slugify(value);
      if (field === 'slug') slugAuto[locale] = false;
      return { ...f, versions: { ...f.versions, [locale]: version }, slugAuto };
    });

  const states = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, liveCoverage(locale, form, savedForm, server, reviewed[locale])]),
  ) as Record<TranslatedLocale, ReturnType<typeof liveCoverage>>;

  // A draft begun in French or Swahili is named by the title it has.
  const named = server && [server.versions.en, server.versions.fr, server.versions.sw].find((v) => v?.title)?.title;
  const title = named ? t('news.editTitle', { title: named }) : t('news.newTitle');
  const categoryOptions = categories.data ?? [];
  const imageError = errors.imageId ?? errors['image.alt.en'];
  const status =
    saveState.kind === 'saving'
      ? t('news.save.saving')
      : saveState.kind === 'waiting'
        ? t(`news.save.waiting.${saveState.problem}`)
        : saveState.kind === 'failed'
          ? t('news.save.failed')
          : dirty
            ? t('news.save.unsaved')
            : saveState.kind === 'saved'
              ? t('news.save.savedAt', { time: formatDate(saveState.at, 'time') })
              : server
                ? t('news.save.upToDate')
                : '';

  return (
    <>
      <p className="mb-2">
        <Link href="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('news.back')}
        </Link>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {server && <StatusBadge status={server.status} />}
        <p
          aria-live="polite"
          data-testid="save-status"
          className={cn(
            'text-sm',
            saveState.kind === 'waiting'
              ? 'rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 font-medium text-amber-950'
              : 'text-stone-700',
          )}
        >
          {status}
        </p>
      </div>
      {notice && (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {failure && (
        <div className="mb-4 space-y-2">
          <Alert tone="error">
            {failure.status === 409
              ? t('news.save.conflict')
              : Object.keys(errors).length
                ? t('news.checkFields')
                : failure.message}
          </Alert>
          {failure.status === 409 && server && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                void queryClient.invalidateQueries({ queryKey: articleQuery(server.id).queryKey });
                onReload();
              }}
            >
              {t('news.save.reload')}
            </Button>
          )}
        </div>
      )}
      {!failure && submitted && Object.keys(errors).length > 0 && (
        <div className="mb-4">
          <Alert tone="error">{t('news.checkFields')}</Alert>
        </div>
      )}

      <form ref={formRef} noValidate onSubmit={submit} className="max-w-4xl space-y-6">
        <fieldset className="space-y-4 rounded-md border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold text-stone-900">{t('news.fields.shared')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('news.fields.category')}
              hint={t('news.fields.categoryHint')}
              required
              list={categoryList}
              maxLength={NEWS_LIMITS.category}
              value={form.category}
              error={errors.category}
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
            />
            <datalist id={categoryList}>
              {categoryOptions.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <Field
              label={t('news.fields.author')}
              required
              maxLength={NEWS_LIMITS.author}
              value={form.author}
              error={errors.author}
              onChange={(e) => setForm((f) => ({ ...f, author: e.target.value }))}
            />
          </div>
          {server?.imageUrl && !server.imageId && !image.value && !image.touched && (
            <p className="text-sm text-stone-700">{t('news.fields.legacyImage', { url: server.imageUrl })}</p>
          )}
          <ImageField
            label={t('news.fields.image')}
            hint={t('news.fields.imageHint')}
            value={image.value}
            onChange={(value) => setImage({ value, touched: true })}
            showErrors={submitted}
            error={imageError && imageError !== imageAltError(image.value) ? imageError : undefined}
          />
        </fieldset>

        <LanguageTabs value={tab} onValueChange={setTab} states={states}>
          {(locale) => {
            const version = form.versions[locale];
            const saved = server?.versions[locale];
            const language = t(`kit.languages.${locale}`);
            const path = (field: string) => errors[`versions.${locale}.${field}`];
            const english = form.versions.en;
            return (
              <>
                {locale === 'en' ? (
                  <p className="text-sm text-stone-600">{t('news.englishRequired')}</p>
                ) : (
                  <TranslationNote
                    locale={locale}
                    state={states[locale]}
                    englishTitle={english.title}
                    reviewed={reviewed[locale]}
                    onReviewed={(value) => setReviewed((r) => ({ ...r, [locale]: value }))}
                  />
                )}
                <Field
                  label={fieldInLanguage(t, t('news.fields.title'), language)}
                  required={locale === 'en'}
                  lang={locale}
                  maxLength={NEWS_LIMITS.title}
                  value={version.title}
                  error={path('title')}
                  onChange={(e) => setVersion(locale, 'title', e.target.value)}
                />
                <Field
                  label={fieldInLanguage(t, t('news.fields.slug'), language)}
                  hint={
                    <>
                      {t('news.fields.slugHint', { path: `/news/${version.slug || '…'}` })}
                      {saved?.publishedSlug && saved.publishedSlug !== version.slug && (
                        <> {t('news.fields.slugRedirect', { old: `/news/${saved.publishedSlug}` })}</>
                      )}
                    </>
                  }
                  maxLength={NEWS_LIMITS.slug}
                  value={version.slug}
                  error={path('slug')}
                  onChange={(e) => setVersion(locale, 'slug', e.target.value)}
                />
                <TextArea
                  label={fieldInLanguage(t, t('news.fields.excerpt'), language)}
                  hint={t('news.fields.excerptHint')}
                  lang={locale}
                  rows={3}
                  maxLength={NEWS_LIMITS.excerpt}
                  value={version.excerpt}
                  error={path('excerpt')}
                  onChange={(e) => setVersion(locale, 'excerpt', e.target.value)}
                />
                <ContentField
                  label={fieldInLanguage(t, t('news.fields.content'), language)}
                  lang={locale}
                  initialHtml={version.contentHtml}
                  onChange={(html) => setVersion(locale, 'contentHtml', html)}
                  error={path('contentHtml')}
                />
              </>
            );
          }}
        </LanguageTabs>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saveState.kind === 'saving'}>
            {t('news.save.button')}
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">{t('news.back')}</Link>
          </Button>
        </div>
      </form>

      {server && (
        <PublishPanel
          article={server}
          dirty={dirty}
          present={{ en: true, fr: !isBlank(form.versions.fr), sw: !isBlank(form.versions.sw) }}
          flush={() => flush(false)}
          onChanged={(next, notice) => {
            setServer(next);
            queryClient.setQueryData(articleQuery(next.id).queryKey, next);
            void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
            void queryClient.invalidateQueries({ queryKey: [...newsKey, 'featured'] });
            void queryClient.invalidateQueries({ queryKey: [...newsKey, 'article', next.id, 'revisions'] });
            onNotice(notice);
          }}
        />
      )}
      {server && (
        <HistoryPanel
          articleId={server.id}
          flush={() => flush(false)}
          onRestored={(restored, notice) => {
            queryClient.setQueryData(articleQuery(restored.id).queryKey, restored);
            void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
            onNotice(notice);
            onReload();
          }}
        />
      )}
      {/* Outside the form: Enter in the dialog's search field must not save the article. */}
      {server && <DeleteArticle article={server} onNotice={onNotice} />}
    </>
  );
}

function TranslationNote({
  locale,
  state,
  englishTitle,
  reviewed,
  onReviewed,
}: {
  locale: TranslatedLocale;
  state: ReturnType<typeof liveCoverage>;
  englishTitle: string;
  reviewed: boolean;
  onReviewed: (value: boolean) => void;
}) {
  const t = useT();
  const language = t(`kit.languages.${locale}`);
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">
        {t('news.translationHint', { language })}{' '}
        {englishTitle && <span>{t('news.englishTitle', { title: englishTitle })}</span>}
      </p>
      {(state === 'outdated' || reviewed) && (
        <>
          {state === 'outdated' && <Alert tone="warning">{t('news.outdatedNotice', { language })}</Alert>}
          <label className="flex items-start gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
              checked={reviewed}
              onChange={(event) => onReviewed(event.target.checked)}
            />
            {t('news.confirmCurrent', { language })}
          </label>
        </>
      )}
    </div>
  );
}
