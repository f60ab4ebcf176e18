import type { ArticleStatus, ReviewState } from '@common/admin/news';
import { CalendarClock, type CircleCheck, CircleDashed, Globe, Hourglass, Undo2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

const statusLook: Record<ArticleStatus, { className: string; Icon: typeof CircleCheck }> = {
  draft: { className: 'bg-stone-200 text-stone-900', Icon: CircleDashed },
  scheduled: { className: 'bg-sky-100 text-sky-950', Icon: CalendarClock },
  published: { className: 'bg-green-100 text-green-900', Icon: Globe },
};

/** Draft, Scheduled or Published, with an icon. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const t = useT();
  const { className, Icon } = statusLook[status];
  return (
    <span
      data-status={status}
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`news.statuses.${status}`)}
    </span>
  );
}

const reviewLook: Record<ReviewState, { className: string; Icon: typeof CircleCheck }> = {
  submitted: { className: 'bg-amber-100 text-amber-950', Icon: Hourglass },
  returned: { className: 'bg-rose-100 text-rose-950', Icon: Undo2 },
};

/** Waiting for review or Sent back (docs/decisions/089), with an icon. */
export function ReviewBadge({ state }: { state: ReviewState }) {
  const t = useT();
  const { className, Icon } = reviewLook[state];
  return (
    <span
      data-review={state}
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`news.review.states.${state}`)}
    </span>
  );
}
