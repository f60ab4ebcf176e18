import type { StaffMe } from '@common/admin/auth';
import type { ImageValue } from '@common/admin/media';
import { type AdminArticle, ARTICLE_FIELDS, ARTICLE_WORDS, articleSaveSchema, NEWS_LIMITS } from '@common/admin/news';
import { companiesOf, publishesNews } from '@common/admin/roles';
import { type Locale, languageOf } from '@common/locale';
import { hasWords, originalLocale } from '@common/model/versions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { Field } from '../../components/Field';
import { ImageField, imageAltError } from '../../components/media/ImageField';
import { PageTitle } from '../../components/PageTitle';
import { ConflictChoices } from '../../components/record/ConflictChoices';
import { DraftNotice } from '../../components/record/DraftNotice';
import { RecordHistory } from '../../components/record/RecordHistory';
import { RefsInput } from '../../components/record/RefsInput';
import { editOfInput, type Opened, type RecordForm } from '../../components/record/record-form';
import { useRecordConflict } from '../../components/record/use-record-conflict';
import { focusFirstError, schemaErrors } from '../../components/translation/errors';
import { VersionTabs } from '../../components/translation/VersionTabs';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { articleQuery, companiesQuery, fetchRevision, historyQuery, mediaQuery, newsKey } from './api';
import { StatusBadge } from './Badges';
import { CategoryList } from './CategoryList';
import { DeleteArticle } from './DeleteArticle';
import { articleOpened, liveStates, newForm, saveInputOf, tabOf, writtenLanguages } from './form';
import { PublishPanel } from './PublishPanel';
import { ReviewPanel } from './ReviewPanel';
import { useArticleSave } from './use-article-save';
import { ArticleWordsTab, FIELD_LABELS } from './WordsTab';

/**
 * A new article (id null) or a saved one. An article created here keeps its form (and its editors, with
 * the caret where it was) when the address changes to its id.
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
  // The article this form created keeps its form: nothing is loaded for it.
  const loadId = id !== null && id !== createdId ? id : null;
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: loadId !== null });
  const imageId = article.data?.values.imageId ?? null;
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
  // The image's description in each language is the article's where it has one, else the image's own.
  const image: ImageValue | null =
    data && media.data && imageId === media.data.id
      ? {
          id: media.data.id,
          url: media.data.url,
          width: media.data.width,
          height: media.data.height,
          alt: Object.fromEntries(
            (['en', 'fr', 'sw'] as const).map((locale) => [
              locale,
              data.words[locale]?.imageAlt ?? media.data.alt[locale],
            ]),
          ),
          altStatus: media.data.altStatus,
          altSources: media.data.altSources,
          revision: media.data.revision,
          reviewed: [],
        }
      : null;
  return (
    <ArticleForm
      key={id !== null && id === createdId ? 'new' : (id ?? 'new')}
      article={data}
      image={image}
      user={user}
      onCreated={setCreatedId}
      notice={notice}
      onNotice={onNotice}
    />
  );
}

function ArticleForm({
  article,
  image: openedImage,
  user,
  onCreated,
  notice,
  onNotice,
}: {
  article?: AdminArticle;
  image: ImageValue | null;
  user: StaffMe;
  onCreated: (id: number) => void;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const staffLanguage = useLanguage();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const categoryList = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<Opened>(() => articleOpened(article, openedImage));
  const [form, setForm] = useState<RecordForm>(() =>
    article ? opened.form : newForm(opened, user.name, companiesOf(user) ?? []),
  );
  // The rich-text editors read their text when they mount: a version loaded or merged in remounts them.
  const [generation, setGeneration] = useState(0);
  // The staff member's language when the article is written in it, else its original.
  const [tab, setTab] = useState<Locale>(() =>
    hasWords(opened.versions[staffLanguage]?.words, ARTICLE_WORDS.fields)
      ? staffLanguage
      : (originalLocale(opened.versions, ARTICLE_WORDS) ?? staffLanguage),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [draft, setDraft] = useState('');
  const label = (field: string) => t(FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field);
  const companies = useQuery(companiesQuery);
  // Two people's choices of companies, side by side, by their names.
  const valueText = (field: string, value: unknown) =>
    field === 'companies' && Array.isArray(value)
      ? value.map((id) => companies.data?.find((c) => c.id === id)?.label ?? `#${id}`).join('\n')
      : undefined;
  const conflict = useRecordConflict({ fields: ARTICLE_FIELDS, spec: ARTICLE_WORDS, label, valueText });

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const where = tabOf(Object.keys(found)[0]);
    if (where) setTab(where);
    focusFirstError(formRef.current, found);
  };
  const saving = useArticleSave({
    article,
    form,
    setForm,
    opened,
    setOpened,
    onCreated,
    onRefused: (error, autosave) => {
      setFailure(error);
      if (autosave) setErrors(error.fields);
      else showErrors(error.fields);
    },
    onConflict: (detail) => {
      setFailure(null);
      void conflict.start(detail, opened, opened.revision);
    },
    imagesFor: conflict.imagesFor,
    // A colleague's text merged in: the rich-text editors read it when they mount.
    onTaken: (paths) => {
      if (paths.some((path) => path.endsWith('.contentHtml'))) setGeneration((g) => g + 1);
    },
  });
  const { server, saveState, dirty, flush } = saving;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    onNotice('');
    setFailure(null);
    const found = schemaErrors(articleSaveSchema, saveInputOf(form, opened));
    const altError = imageAltError(form.values.imageId as ImageValue | null);
    if (altError) found['values.imageId'] ??= altError;
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    void flush(false);
  }

  const saveChoices = async () => {
    const next = await conflict.resolve(editOfInput(saveInputOf(form, opened)), form, opened);
    if (!next) return;
    setOpened(next.opened);
    setForm(() => next.form);
    setGeneration((g) => g + 1);
    // The merged form is saved on the colleague's version once the state above is in place.
    requestAnimationFrame(() => void flush(false));
  };

  const states = liveStates(form, opened);
  const title = server ? t('news.editTitle', { title: server.label }) : t('news.newTitle');
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
  const setValue = (name: string, value: unknown) => setForm((f) => ({ ...f, values: { ...f.values, [name]: value } }));
  const image = form.values.imageId as ImageValue | null;
  const imageError = errors['values.imageId'];
  // Writers submit for review; editors and owners publish and review (docs/decisions/089).
  const publishes = publishesNews(user.role);
  const changed = (next: AdminArticle, text: string) => {
    saving.setServer(next);
    queryClient.setQueryData(articleQuery(next.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...newsKey, 'featured'] });
    void queryClient.invalidateQueries({ queryKey: historyQuery(next.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    onNotice(text);
  };

  return (
    <>
      <p className="mb-2">
        <BackLink>{t('news.back')}</BackLink>
      </p>
      <PageTitle title={title}>{title}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {server && <StatusBadge status={server.publication} />}
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
      {(failure || (submitted && Object.keys(errors).length > 0)) && (
        <div className="mb-4">
          <Alert tone="error">{Object.keys(errors).length ? t('news.checkFields') : failure?.message}</Alert>
        </div>
      )}
      {conflict.conflicts && (
        <ConflictChoices
          sectionRef={conflict.sectionRef}
          conflicts={conflict.conflicts}
          choices={conflict.choices}
          onChange={conflict.choose}
          onSave={() => void saveChoices()}
          pending={saveState.kind === 'saving'}
        />
      )}
      <DraftNotice noticeRef={draftRef} text={draft} />
      <ReviewPanel
        article={server}
        publishes={publishes}
        dirty={dirty}
        flush={() => flush(false)}
        onChanged={changed}
      />

      <form ref={formRef} noValidate onSubmit={submit} className="max-w-4xl space-y-6">
        <fieldset className="space-y-4 rounded-md border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold text-stone-900">{t('kit.record.sameInEvery')}</legend>
          <p className="text-sm text-stone-700">{t('kit.record.sameInEveryHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('news.fields.category')}
              hint={t('news.fields.categoryHint')}
              required
              list={categoryList}
              maxLength={NEWS_LIMITS.category}
              data-path="values.category"
              value={String(form.values.category ?? '')}
              error={errors['values.category']}
              onChange={(e) => setValue('category', e.target.value)}
            />
            <CategoryList id={categoryList} />
            <Field
              label={t('news.fields.author')}
              required
              maxLength={NEWS_LIMITS.author}
              data-path="values.author"
              value={String(form.values.author ?? '')}
              error={errors['values.author']}
              onChange={(e) => setValue('author', e.target.value)}
            />
          </div>
          {server?.values.imageUrl && !server.values.imageId && !image && (
            <p className="text-sm text-stone-700">{t('news.fields.legacyImage', { url: server.values.imageUrl })}</p>
          )}
          <ImageField
            label={t('news.fields.image')}
            hint={t('news.fields.imageHint')}
            value={image}
            onChange={(value) => setValue('imageId', value)}
            showErrors={submitted}
            error={imageError && imageError !== imageAltError(image) ? imageError : undefined}
          />
          <RefsInput
            label={t('news.fields.companies')}
            hint={t('news.fields.companiesHint')}
            path="values.companies"
            options={(companies.data ?? []).map((c) => ({ id: c.id, label: c.label }))}
            value={(form.values.companies as number[] | undefined) ?? []}
            loading={companies.isPending ? t('common.loading') : undefined}
            error={
              errors['values.companies'] ??
              (companies.error ? t('common.loadError', { message: companies.error.message }) : undefined)
            }
            onChange={(ids) => setValue('companies', ids)}
          />
        </fieldset>

        <div className="space-y-2">
          <h2 className="font-semibold text-stone-900">{t('kit.record.words')}</h2>
          <p className="text-sm text-stone-700">{t('news.languagesHint')}</p>
          <VersionTabs value={tab} onValueChange={setTab} states={states}>
            {(locale) => (
              <ArticleWordsTab
                key={`${locale}-${generation}`}
                locale={locale}
                lang={languageOf(locale).htmlLang}
                form={form}
                setForm={setForm}
                opened={opened}
                server={server}
                errors={errors}
              />
            )}
          </VersionTabs>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saveState.kind === 'saving' || conflict.conflicts !== null}>
            {t('news.save.button')}
          </Button>
          <Button variant="outline" asChild>
            <Link href="/">{t('news.back')}</Link>
          </Button>
        </div>
      </form>

      {server && publishes && (
        <PublishPanel
          article={server}
          dirty={dirty}
          written={writtenLanguages(form)}
          flush={() => flush(false)}
          onChanged={changed}
        />
      )}
      {server && (
        <div className="mt-10 max-w-4xl">
          <RecordHistory
            name={server.label}
            query={historyQuery(server.id)}
            fetchVersion={(revision) => fetchRevision(server.id, revision.id)}
            fieldLabel={(field) => (field in FIELD_LABELS ? label(field) : undefined)}
            onLoad={async (version) => {
              setForm(await conflict.versionForm(version, form, opened));
              setGeneration((g) => g + 1);
              setErrors({});
              setDraft(
                t('kit.draft.loaded', { when: formatDate(version.at), who: version.by ?? t('kit.history.someone') }),
              );
              requestAnimationFrame(() => draftRef.current?.focus());
            }}
          />
        </div>
      )}
      {/* Outside the form: Enter in the dialog's search field must not save the article. */}
      {server && (
        <div className="mt-8">
          <DeleteArticle article={server} publishes={publishes} onNotice={onNotice} />
        </div>
      )}
    </>
  );
}
