import type { AdminStory } from '@common/admin/impact';
import { TRANSLATED_LOCALES } from '@common/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { PageTitle } from '../../components/PageTitle';
import { SortableList } from '../../components/sortable/SortableList';
import { inOrder, useListOrder } from '../../components/sortable/use-list-order';
import { TranslationMarker } from '../../components/translation/TranslationMarker';
import { useT } from '../../i18n';
import { orderStories, setStoryPublished, storiesQuery } from './api';
import { StoryPhoto } from './StoryPhoto';

export function StoriesList({ notice, onNotice }: { notice: string; onNotice: (text: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const stories = useQuery(storiesQuery);
  const order = useListOrder<AdminStory>({
    queryKey: storiesQuery.queryKey,
    save: (ids) => orderStories(ids),
    arrange: (list, ids) => inOrder(list, ids, (story) => story.id),
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
        {order.error && <Alert tone="error">{order.error.message}</Alert>}
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
      </div>
      {stories.isPending && <p role="status">{t('common.loading')}</p>}
      {stories.error && <Alert tone="error">{t('common.loadError', { message: stories.error.message })}</Alert>}
      {stories.data?.length === 0 && <p className="mt-6 text-stone-700">{t('stories.empty')}</p>}
      {items.length > 0 && (
        <SortableList
          className="mt-6"
          testId="story-list"
          itemTestId="story-row"
          items={items}
          idOf={(story) => story.id}
          nameOf={(story) => story.name}
          onReorder={(ids) => {
            onNotice('');
            order.reorder(ids);
          }}
          itemClassName={(story) => (story.published ? undefined : 'border-dashed border-stone-400')}
          actions={(story) => (
            <>
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
            </>
          )}
        >
          {(story) => <StoryCard story={story} />}
        </SortableList>
      )}
    </>
  );
}

function StoryCard({ story }: { story: AdminStory }) {
  const t = useT();
  return (
    <>
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
          {TRANSLATED_LOCALES.map((locale) => (
            <TranslationMarker key={locale} locale={locale} state={story.status[locale]} />
          ))}
        </div>
      </div>
    </>
  );
}
