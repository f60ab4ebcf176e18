import { audienceOf, audienceSize, type Issue } from '@common/admin/newsletter';
import { instantOf, wallClockAt, zoneLabel } from '@common/admin/time-zone';
import { LOCALES, type Locale } from '@common/locale';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { useT } from '../../i18n';
import { useFormatDate, useStaffClock } from '../../lib/dates';
import { overviewQuery, scheduleIssue, sendIssue } from './api';

/**
 * Sending a saved issue, now or at a time: the versions to send (each written one, unless unticked), the one
 * version the subscribers of the other languages get (none unless chosen), who would receive which by the
 * server's own rule (common/src/admin/newsletter.ts `audienceOf`), and the request.
 */
export function useIssueSend(issue: Issue, onSent: (notice: string) => void) {
  const t = useT();
  const clock = useStaffClock();
  const formatDate = useFormatDate();
  const overview = useQuery(overviewQuery);
  const versions = issue.languages;
  const [asking, setAsking] = useState(false);
  const [chosen, setChosen] = useState<Locale[]>(issue.sendChoice ? [...issue.sendChoice.locales] : versions);
  const [fallback, setFallback] = useState<Locale | null>(issue.sendChoice?.fallback ?? null);
  // Only versions the issue is written in are sent (the server checks it too).
  const locales = chosen.filter((locale) => versions.includes(locale));
  const others = fallback && versions.includes(fallback) ? fallback : null;
  // Now, or at a date and time typed in the site's time zone (as an article's schedule).
  const scheduled = issue.scheduledAt ? wallClockAt(issue.scheduledAt, clock.zone) : null;
  const [later, setLater] = useState(scheduled !== null);
  const [date, setDate] = useState(scheduled?.date ?? '');
  const [time, setTime] = useState(scheduled?.time ?? '09:00');
  const [whenError, setWhenError] = useState<string>();
  const zone = zoneLabel(clock.zone, new Date(), clock.language);

  const confirmed = overview.data?.confirmed ?? { en: 0, fr: 0, sw: 0 };
  const everyone = LOCALES.reduce((sum, locale) => sum + confirmed[locale], 0);
  const rate = overview.data?.ratePerMinute ?? 60;
  const choice = { locales, fallback: others };
  const audience = audienceOf(confirmed, choice);
  const total = audienceSize(audience);
  // The versions sent that are out of date: said before confirming.
  const outdated = versions.filter(
    (locale) => (locales.includes(locale) || others === locale) && issue.versionStatus[locale] === 'outdated',
  );

  const send = useMutation<string, ApiError, string | null>({
    mutationFn: async (at) => {
      if (!at) {
        const sent = await sendIssue(issue.id, choice);
        return t('newsletters.sentNotice', { recipients: sent.recipients });
      }
      await scheduleIssue(issue.id, { at, ...choice });
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
  const toggle = (locale: Locale, on: boolean) =>
    setChosen((current) => LOCALES.filter((l) => (l === locale ? on : current.includes(l))));
  return {
    overview,
    versions,
    locales,
    toggle,
    fallback: others,
    setFallback,
    audience,
    total,
    rate,
    outdated,
    // No confirmed subscriber at all: there is no one to send to, whatever is chosen.
    noAudience: overview.data !== undefined && everyone === 0,
    when: { later, setLater, date, setDate, time, setTime, error: whenError, zone },
    asking,
    ask: () => {
      send.reset();
      setAsking(true);
    },
    cancel: () => setAsking(false),
    confirm,
    send,
  };
}
