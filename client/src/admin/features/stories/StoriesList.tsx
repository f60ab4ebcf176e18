import type { AdminStory } from '@common/admin/impact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
// Ordering and the translation markers are the same as the metrics' (one domain, two sections).
import { type Direction, moved, ReorderButtons, useFocusAfterMove } from '../../components/translation/ReorderButtons';
import { TranslationMarker } from '../../components/translation/TranslationMarker';
import { useT } from '../../i18n';
import { orderStories, setStoryPublished, storiesQuery } from './api';
import { StoryPhoto } from './StoryPhoto';

export function StoriesList({ notice, onNotice }: { notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const stories = useQuery(storiesQuery);
  const focusAfterMove = useFocusAfterMove();
  const [announcement, setAnnouncement] = useState('');

  const latest = useRef(0);
  const reorder = useMutation<AdminStory[], ApiError, { ids: number[]; seq: number }>({
    mutationFn: ({ ids }) => orderStories(ids),
    onSuccess: (list, { seq }) => {
      if (seq === latest.current) queryClient.setQueryData(storiesQuery.queryKey, list);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: storiesQuery.queryKey }),
  });
  const toggle = useMutation<AdminStory, ApiError, AdminStory>({
    mutationFn: (story) => setStoryPublished(story.id, !story.published),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminStory[]>(storiesQuery.queryKey, (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      );
      onNotice(t(saved.published ? 'stories.nowPublished' : 'stories.nowUnpublished', { name: saved.name }));
    },
  });

  function move(items: AdminStory[], id: number, direction: Direction) {
    const ids = moved(
      items.map((s) => s.id),
      id,
      direction,
    );
    if (!ids) return;
    queryClient.setQueryData<AdminStory[]>(storiesQuery.queryKey, (list) => {
      if (!list) return list;
      const byId = new Map(list.map((s) => [s.id, s]));
      return ids.map((value) => byId.get(value) as AdminStory);
    });
    focusAfterMove(id, direction);
    const story = items.find((s) => s.id === id) as AdminStory;
    setAnnouncement(t('impact.order.moved', { name: story.name, position: ids.indexOf(id) + 1, count: ids.length }));
    onNotice('');
    latest.current += 1;
    reorder.mutate({ ids, seq: latest.current });
  }

  const items = stories.data ?? [];
  return (
    <>
      <PageTitle
        title={t('stories.title')}
        actions={
          <Button asChild>
            <Link href="/new">{t('stories.newStory')}</Link>
          </Button>
        }
      >
        {t('stories.title')}
      </PageTitle>
      <p className="max-w-3xl text-stone-700">
        {t('stories.intro')}{' '}
        <a href="/impact#success-stories" className="font-medium text-primary underline underline-offset-4">
          {t('impact.viewPage')}
        </a>
      </p>
      <div className="mt-4 space-y-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {reorder.error && <Alert tone="error">{reorder.error.message}</Alert>}
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      {stories.isPending && <p role="status">{t('common.loading')}</p>}
      {stories.error && <Alert tone="error">{t('common.loadError', { message: stories.error.message })}</Alert>}
      {stories.data?.length === 0 && <p className="mt-6 text-stone-700">{t('stories.empty')}</p>}
      {items.length > 0 && (
        <ol className="mt-6 space-y-3" data-testid="story-list">
          {items.map((story, index) => (
            <li
              key={story.id}
              data-testid="story-row"
              className={cn(
                'flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm lg:flex-row lg:items-center',
                story.published ? 'border-stone-200' : 'border-dashed border-stone-400',
              )}
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <StoryPhoto story={story} />
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-stone-900">{story.name}</h2>
                  <p className="text-sm break-words text-stone-700">
                    {story.title}
                    {story.company ? ` · ${story.company}` : ''}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-2">
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                        story.published ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
                      )}
                    >
                      {story.published ? t('stories.published') : t('stories.draft')}
                    </span>
                    <span className="inline-flex rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                      {story.category}
                    </span>
                    <TranslationMarker locale="fr" state={story.status.fr} />
                    <TranslationMarker locale="sw" state={story.status.sw} />
                  </div>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <ReorderButtons
                  id={story.id}
                  name={story.name}
                  index={index}
                  count={items.length}
                  onMove={(id, direction) => move(items, id, direction)}
                />
                <Button size="sm" variant="outline" onClick={() => toggle.mutate(story)} disabled={toggle.isPending}>
                  {story.published ? t('stories.unpublish') : t('stories.publish')}
                  <span className="sr-only"> {story.name}</span>
                </Button>
                <Button size="sm" variant="outline" asChild>
                  <Link href={`/${story.id}`}>
                    {t('stories.edit')}
                    <span className="sr-only"> {story.name}</span>
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
