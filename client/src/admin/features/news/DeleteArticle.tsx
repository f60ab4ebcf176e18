import { type AdminArticle, ARTICLE_REMOVAL_ANSWERS, type ArticleRemovalAnswer } from '@common/admin/news';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { ApiError } from '../../api/client';
import { ConfirmDialog, dangerFormClass } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { leaveWithoutAsking } from '../../lib/leave-guard';
import { articleQuery, deleteArticle, newsKey, newsListQuery } from './api';

/**
 * Delete an article, after asking what its public addresses answer from then on (docs/decisions/040): another
 * published article, the news list, or 410 Gone. An article that was never on the site has no address
 * anyone could have kept, so it is only asked to confirm. Taking an article off the site is not a writer's
 * (docs/decisions/089): they delete only what was never public.
 */
export function DeleteArticle({
  article,
  publishes,
  onNotice,
}: {
  article: AdminArticle;
  publishes: boolean;
  onNotice: (text: string) => void;
}) {
  const t = useT();
  const name = useId();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<ArticleRemovalAnswer>('list');
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState('');
  // An article on the site (or scheduled) has addresses someone may have kept.
  const wasPublic = article.publication !== 'draft' || Object.keys(article.site).length > 0;
  const others = useQuery({
    ...newsListQuery({ status: 'published', q: search.trim() || undefined }),
    enabled: open && answer === 'article',
  });
  const choices = (others.data?.items ?? []).filter((item) => item.id !== article.id);
  const remove = useMutation<unknown, ApiError>({
    mutationFn: () =>
      deleteArticle(article.id, {
        addresses: wasPublic ? answer : 'gone',
        ...(wasPublic && answer === 'article' && targetId ? { targetId: Number(targetId) } : {}),
      }),
    onSuccess: () => {
      onNotice(t('news.delete.done', { title: article.label }));
      setOpen(false);
      leaveWithoutAsking(() => navigate('/'));
      // Forgotten, not refetched: asking for the deleted article again would only answer 404.
      queryClient.removeQueries({ queryKey: articleQuery(article.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'featured'] });
    },
  });
  const targetError = remove.error?.fields.targetId;
  const refusal = remove.error && !targetError ? remove.error.message : undefined;
  if (wasPublic && !publishes) return null;
  return (
    <>
      <button type="button" className={dangerFormClass} onClick={() => setOpen(true)}>
        {t('news.delete.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('news.delete.title')}
        confirmLabel={t('news.delete.confirm')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        pendingLabel={t('news.delete.pending')}
        error={refusal}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
        fields={
          wasPublic && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-stone-900">{t('news.delete.addresses')}</legend>
              <div className="space-y-2 text-sm">
                {ARTICLE_REMOVAL_ANSWERS.map((value) => (
                  <label key={value} className="flex items-start gap-2 font-medium text-stone-800">
                    <input
                      type="radio"
                      name={name}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
                      checked={answer === value}
                      onChange={() => setAnswer(value)}
                    />
                    {t(`news.delete.answers.${value}`)}
                  </label>
                ))}
              </div>
              {answer === 'article' && (
                <div className="space-y-3">
                  <Field
                    type="search"
                    label={t('news.delete.find')}
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                  />
                  <SelectField
                    label={t('news.delete.target')}
                    value={targetId}
                    onChange={(e) => setTargetId(e.target.value)}
                    options={[
                      { value: '', label: others.isPending ? t('common.loading') : t('news.delete.choose') },
                      ...choices.map((item) => ({ value: String(item.id), label: item.label })),
                    ]}
                  />
                  {targetError && <p className="text-sm font-medium text-red-700">{targetError}</p>}
                </div>
              )}
            </fieldset>
          )
        }
      >
        {wasPublic ? t('news.delete.textPublic') : t('news.delete.text')}
      </ConfirmDialog>
    </>
  );
}
