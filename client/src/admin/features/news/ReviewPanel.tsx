import type { AdminArticle, ArticleReview } from '@common/admin/news';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '../../api/client';
import { SendBackForm } from '../../components/review/SendBackForm';
import { SentBackNote } from '../../components/review/SentBackNote';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { returnArticle, submitArticle } from './api';
import { RefusalAlert } from './RefusalAlert';

type Changed = (article: AdminArticle, notice: string) => void;

/**
 * Review before publication (docs/decisions/089). A writer (who does not publish) submits the working
 * copy, saved first, and reads here where it stands: waiting since when, or sent back with the reviewer's
 * comment beside the draft. An editor or an owner reads who submitted it and when, and publishes it with
 * the publishing panel or sends it back with a comment the writer must act on.
 */
export function ReviewPanel({
  article,
  publishes,
  dirty,
  flush,
  onChanged,
}: {
  /** Undefined for an article not saved yet: a writer's first submission saves it. */
  article: AdminArticle | undefined;
  /** Whether this person publishes (an editor or an owner), so reviews. */
  publishes: boolean;
  dirty: boolean;
  flush: () => Promise<AdminArticle | null>;
  onChanged: Changed;
}) {
  const headingId = useId();
  const t = useT();
  const review = article?.review ?? null;
  // A reviewer has nothing to do with an article nobody submitted.
  if (publishes && !review) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6 max-w-4xl space-y-3 rounded-md border border-stone-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('news.review.title')}
      </h2>
      {review?.state === 'returned' && <SentBack review={review} />}
      {publishes && article && review ? (
        <Reviewing article={article} review={review} onChanged={onChanged} />
      ) : (
        <Submitting article={article} review={review} dirty={dirty} flush={flush} onChanged={onChanged} />
      )}
    </section>
  );
}

/** The reviewer's comment beside the draft, named by who sent it back and when. */
function SentBack({ review }: { review: ArticleReview }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <SentBackNote
      heading={t('news.review.sentBackBy', {
        name: review.returnedBy ?? t('news.review.someone'),
        date: formatDate(review.at),
      })}
      comment={review.comment ?? ''}
    />
  );
}

/** The writer's side: submit (saving first), and where the submission stands. */
function Submitting({
  article,
  review,
  dirty,
  flush,
  onChanged,
}: {
  article: AdminArticle | undefined;
  review: ArticleReview | null;
  dirty: boolean;
  flush: () => Promise<AdminArticle | null>;
  onChanged: Changed;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const submit = useMutation<AdminArticle, ApiError>({
    mutationFn: async () => {
      const saved = await flush();
      if (!saved) throw new ApiError(400, t('news.publish.saveFirst'));
      return submitArticle(saved.id);
    },
    onSuccess: (next) => onChanged(next, t('news.review.submitted')),
  });
  // Waiting, and changed since it was submitted: the reviewer would read the version submitted, so it is
  // submitted again; unchanged, there is nothing new to submit.
  const changedSince =
    review?.state === 'submitted' && (dirty || (article !== undefined && article.savedAt > review.at));
  const offered = review?.state !== 'submitted' || changedSince;
  return (
    <>
      {review?.state === 'submitted' ? (
        <p className="text-sm font-medium text-stone-900">
          {t('news.review.waitingSince', { date: formatDate(review.at) })}
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('news.review.intro')}</p>
      )}
      {changedSince && <p className="text-sm text-stone-700">{t('news.review.changedSince')}</p>}
      {submit.error && <RefusalAlert error={submit.error} />}
      {offered && (
        <>
          {dirty && <p className="text-sm text-stone-700">{t('news.publish.savesFirst')}</p>}
          <Button disabled={submit.isPending} onClick={() => submit.mutate()}>
            {review ? t('news.review.submitAgain') : t('news.review.submit')}
          </Button>
        </>
      )}
    </>
  );
}

/** The reviewer's side: who submitted it and when, and sending it back with a comment (required). */
function Reviewing({
  article,
  review,
  onChanged,
}: {
  article: AdminArticle;
  review: ArticleReview;
  onChanged: Changed;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const writer = review.submittedBy ?? t('news.review.someone');
  if (review.state !== 'submitted') return null;
  return (
    <>
      <p className="text-sm font-medium text-stone-900">
        {t('news.review.submittedBy', { name: writer, date: formatDate(review.at) })}
      </p>
      <SendBackForm
        send={(comment) => returnArticle(article.id, comment)}
        onSent={(next) => onChanged(next, t('news.review.sentBack', { name: writer }))}
        words={{
          open: t('news.review.sendBack'),
          comment: t('news.review.comment'),
          hint: t('news.review.commentHint'),
          confirm: t('news.review.sendBackConfirm'),
        }}
      />
    </>
  );
}
