import { FEATURED_MAX, type FeaturedItem, type FeaturedList } from '@common/admin/news';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { BackLink } from '../../components/BackLink';
import { PageTitle } from '../../components/PageTitle';
import { SelectField } from '../../components/SelectField';
import { SortableList } from '../../components/sortable/SortableList';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';
import { useFormatDate } from '../../lib/dates';
import { useUnsavedChanges } from '../../lib/leave-guard';
import { featuredQuery, newsKey, newsListQuery, saveFeatured } from './api';

interface Pick {
  id: number;
  title: string;
}

/**
 * The home page's "Featured News & Insights": up to three published articles in order, chosen here
 * (reordered with buttons or by dragging: the kit's SortableList); when fewer are chosen, the newest fill the rest.
 */
export function FeaturedPage() {
  const t = useT();
  const featured = useQuery(featuredQuery);
  if (featured.isPending) return <p role="status">{t('common.loading')}</p>;
  if (featured.error) return <Alert tone="error">{t('common.loadError', { message: featured.error.message })}</Alert>;
  return <FeaturedForm current={featured.data} />;
}

function FeaturedForm({ current }: { current: FeaturedList }) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const nowId = useId();
  const chooseId = useId();
  const published = useQuery(newsListQuery({ status: 'published' }));
  const initial = current.items
    .filter((item) => item.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map(({ id, title }) => ({ id, title }));
  const [picks, setPicks] = useState<Pick[]>(initial);
  const [adding, setAdding] = useState('');
  const [notice, setNotice] = useState('');
  // A new choice or order not saved yet is not lost by leaving (lib/leave-guard.ts).
  useUnsavedChanges(picks.map((p) => p.id).join() !== initial.map((p) => p.id).join());
  const save = useMutation<FeaturedList, ApiError, number[]>({
    mutationFn: (ids) => saveFeatured({ ids }),
    onSuccess: (list) => {
      queryClient.setQueryData(featuredQuery.queryKey, list);
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'list'] });
      setNotice(t('news.featured.saved'));
    },
  });
  const candidates = (published.data?.items ?? []).filter((item) => !picks.some((p) => p.id === item.id));
  const full = picks.length >= FEATURED_MAX;

  function add() {
    const item = candidates.find((c) => String(c.id) === adding);
    if (!item || full) return;
    setPicks((list) => [...list, { id: item.id, title: item.label }]);
    setAdding('');
    setNotice('');
    announce(t('news.featured.added', { title: item.label, position: picks.length + 1 }));
  }

  return (
    <>
      <p className="mb-2">
        <BackLink>{t('news.back')}</BackLink>
      </p>
      <PageTitle title={t('news.featured.title')}>{t('news.featured.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('news.featured.intro', { max: FEATURED_MAX })}</p>
      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {save.error && <Alert tone="error">{save.error.message}</Alert>}
      </div>

      <section aria-labelledby={nowId} className="mt-6">
        <h2 id={nowId} className="text-lg font-semibold text-stone-900">
          {t('news.featured.now')}
        </h2>
        {current.items.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('news.featured.nothing')}</p>
        ) : (
          <ol className="mt-2 list-decimal space-y-1 pl-6 text-stone-800">
            {current.items.map((item: FeaturedItem) => (
              <li key={item.id}>
                <span className="font-medium">{item.title}</span> · {item.category} · {formatDate(item.publishAt)} ·{' '}
                {item.rank !== null ? t('news.featured.chosen') : t('news.featured.newest')}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={chooseId} className="mt-8 max-w-3xl space-y-4">
        <h2 id={chooseId} className="text-lg font-semibold text-stone-900">
          {t('news.featured.choice')}
        </h2>
        {picks.length === 0 ? (
          <p className="text-stone-700">{t('news.featured.noneChosen')}</p>
        ) : (
          <SortableList
            testId="featured-picks"
            items={picks}
            idOf={(pick) => pick.id}
            nameOf={(pick) => pick.title}
            onReorder={(ids) => {
              setPicks(ids.map((id) => picks.find((p) => p.id === id) as Pick));
              setNotice('');
            }}
            actions={(pick) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setPicks((list) => list.filter((p) => p.id !== pick.id));
                  setNotice('');
                  announce(t('news.featured.removed', { title: pick.title }));
                }}
              >
                {t('news.featured.remove')}
                <span className="sr-only"> {pick.title}</span>
              </Button>
            )}
          >
            {(pick, index) => (
              <p className="min-w-0 flex-1 self-center font-medium break-words text-stone-900">
                <span className="mr-2 text-primary-dark">{index + 1}.</span>
                {pick.title}
              </p>
            )}
          </SortableList>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <SelectField
              label={t('news.featured.addLabel')}
              hint={full ? t('news.featured.full', { max: FEATURED_MAX }) : undefined}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              options={[
                { value: '', label: t('news.featured.pick') },
                ...candidates.map((item) => ({ value: String(item.id), label: item.label })),
              ]}
            />
          </div>
          <Button variant="outline" disabled={full || !adding} onClick={add}>
            {t('news.featured.add')}
          </Button>
        </div>
        <Button disabled={save.isPending} onClick={() => save.mutate(picks.map((p) => p.id))}>
          {save.isPending ? t('common.saving') : t('news.featured.save')}
        </Button>
      </section>
    </>
  );
}
