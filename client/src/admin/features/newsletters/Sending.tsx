import type { Issue } from '@common/admin/newsletter';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { ConfirmDialog, dangerClass } from '../../components/ConfirmDialog';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { pauseIssue, resumeIssue, stopIssue, unscheduleIssue } from './api';

/**
 * A scheduled issue (running or paused): when it leaves, in which versions, and what the subscribers of other
 * languages get; its schedule changed (`children`), paused or resumed, or cancelled after asking (it becomes
 * a draft with its choice kept). Its fields are read only, and the panel says how to change them.
 */
export function ScheduledPanel({
  issue,
  onChanged,
  children,
}: {
  issue: Issue;
  onChanged: (notice: string) => void;
  children: ReactNode;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const [asking, setAsking] = useState(false);
  const when = issue.scheduledAt ? formatDate(issue.scheduledAt) : '';
  const held = issue.status === 'held';
  const cancel = useMutation<Issue, ApiError>({
    mutationFn: () => unscheduleIssue(issue.id),
    onSuccess: () => {
      setAsking(false);
      onChanged(t('newsletters.unscheduledNotice'));
    },
  });
  const pause = useMutation<unknown, ApiError>({
    mutationFn: () => pauseIssue(issue.id),
    onSuccess: () => onChanged(t('newsletters.heldNotice')),
  });
  const resume = useMutation<unknown, ApiError>({
    mutationFn: () => resumeIssue(issue.id),
    onSuccess: () => onChanged(t('newsletters.resumedScheduleNotice', { when })),
  });
  const versions = (issue.sendChoice?.locales ?? []).map((locale) => t(`kit.languages.${locale}`)).join(', ');
  const fallback = issue.sendChoice?.fallback;
  const others = fallback
    ? t('newsletters.sendOthersVersion', { language: t(`kit.languages.${fallback}`) })
    : t('newsletters.sendOthersNone');
  const error = pause.error ?? resume.error;
  return (
    <section aria-labelledby="schedule" className="mt-4 space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4">
      <h2 id="schedule" className="font-semibold text-stone-900">
        {held ? t('newsletters.heldFor', { when }) : t('newsletters.scheduledFor', { when })}
      </h2>
      {held && <p className="text-sm text-stone-800">{t('newsletters.heldText')}</p>}
      {versions && (
        <p className="text-sm text-stone-800">{t('newsletters.scheduledVersions', { languages: versions })}</p>
      )}
      {issue.sendChoice && (
        <p className="text-sm text-stone-800">{t('newsletters.scheduledOthers', { version: others })}</p>
      )}
      <p className="text-sm text-stone-800">{t('newsletters.scheduledReadOnly')}</p>
      <div className="flex flex-wrap items-center gap-3">
        {/* Keyed: a new button each time, not one whose colours animate from the other's (contrast mid-way). */}
        {held ? (
          <Button key="resume" disabled={resume.isPending} onClick={() => resume.mutate()}>
            {t('newsletters.resumeSchedule')}
          </Button>
        ) : (
          <Button key="pause" variant="outline" disabled={pause.isPending} onClick={() => pause.mutate()}>
            {t('newsletters.pauseSchedule')}
          </Button>
        )}
        {children}
        <button
          type="button"
          className={dangerClass}
          onClick={() => {
            cancel.reset();
            setAsking(true);
          }}
        >
          {t('newsletters.cancelSchedule')}
        </button>
      </div>
      {error && <Alert tone="error">{error.message}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('newsletters.cancelScheduleTitle')}
        confirmLabel={t('newsletters.cancelSchedule')}
        cancelLabel={t('newsletters.keepSchedule')}
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('newsletters.cancelScheduleText', { when })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** A sending in progress: paused (its mails wait in the outbox), resumed, or stopped (the rest withdrawn). */
export function DeliveryControls({ issue, onChanged }: { issue: Issue; onChanged: (notice: string) => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const pause = useMutation<{ queued: number }, ApiError>({
    mutationFn: () => pauseIssue(issue.id),
    onSuccess: (result) => onChanged(t('newsletters.pausedNotice', { count: result.queued })),
  });
  const resume = useMutation<{ queued: number }, ApiError>({
    mutationFn: () => resumeIssue(issue.id),
    onSuccess: () => onChanged(t('newsletters.resumedNotice')),
  });
  const stop = useMutation<{ withdrawn: number }, ApiError>({
    mutationFn: () => stopIssue(issue.id),
    onSuccess: (result) => {
      setAsking(false);
      onChanged(t('newsletters.stoppedNotice', { count: result.withdrawn }));
    },
  });
  const paused = issue.status === 'paused';
  const inProgress = issue.status === 'sent' && issue.counts.queued > 0;
  if (!paused && !inProgress) return null;
  const error = pause.error ?? resume.error;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {paused ? (
          <Button key="resume" disabled={resume.isPending} onClick={() => resume.mutate()}>
            {t('newsletters.resume')}
          </Button>
        ) : (
          <Button key="pause" variant="outline" disabled={pause.isPending} onClick={() => pause.mutate()}>
            {t('newsletters.pause')}
          </Button>
        )}
        <button
          type="button"
          className={dangerClass}
          onClick={() => {
            stop.reset();
            setAsking(true);
          }}
        >
          {t('newsletters.stop')}
        </button>
      </div>
      {error && <Alert tone="error">{error.message}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('newsletters.stopTitle')}
        confirmLabel={t('newsletters.stop')}
        cancelLabel={t('common.cancel')}
        pending={stop.isPending}
        error={stop.error?.message}
        onConfirm={() => stop.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('newsletters.stopText')}</p>
      </ConfirmDialog>
    </div>
  );
}
