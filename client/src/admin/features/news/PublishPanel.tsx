import { type AdminArticle, newsPreviewUrl } from '@common/admin/news';
import { instantOf, wallClockAt, zoneLabel } from '@common/admin/time-zone';
import { LOCALES, type Locale } from '@common/locale';
import { useMutation } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '../../api/client';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import { useFormatDate, useStaffClock } from '../../lib/dates';
import { publishArticle, scheduleArticle, unpublishArticle } from './api';
import { StatusBadge } from './Badges';
import { RefusalAlert } from './RefusalAlert';

type Action = { kind: 'publish' } | { kind: 'schedule'; publishAt: string } | { kind: 'unpublish' };

/**
 * Publishing: each language's state on the site, the languages to act on, publish now, schedule for a
 * date and time in the staff area's time zone (Settings; sent and stored as a UTC instant), unpublish,
 * and a preview of the saved draft in each language. Unsaved changes are saved first.
 */
export function PublishPanel({
  article,
  dirty,
  written,
  flush,
  onChanged,
}: {
  article: AdminArticle;
  dirty: boolean;
  /** The languages written in the form (saved first, then each can be previewed or published). */
  written: Locale[];
  flush: () => Promise<AdminArticle | null>;
  onChanged: (article: AdminArticle, notice: string) => void;
}) {
  const t = useT();
  const clock = useStaffClock();
  const formatDate = useFormatDate();
  const zone = { name: clock.zone, label: zoneLabel(clock.zone, new Date(), clock.language) };
  const headingId = useId();
  const onSite = LOCALES.filter((locale) => article.site[locale]);
  const available = LOCALES.filter((locale) => written.includes(locale) || article.site[locale]);
  const [chosen, setChosen] = useState<Record<Locale, boolean>>({ en: true, fr: true, sw: true });
  const languages = available.filter((locale) => chosen[locale]);
  const initial =
    article.publication === 'scheduled' && article.publishAt ? wallClockAt(article.publishAt, clock.zone) : null;
  const [date, setDate] = useState(initial?.date ?? '');
  const [time, setTime] = useState(initial?.time ?? '09:00');
  const [whenError, setWhenError] = useState<string>();
  const names = (list: Locale[]) => list.map((locale) => t(`kit.languages.${locale}`)).join(', ');

  const act = useMutation<AdminArticle, ApiError, Action>({
    mutationFn: async (action) => {
      const saved = await flush();
      if (!saved) throw new ApiError(400, t('news.publish.saveFirst'));
      // "Now" for an article waiting for its scheduled time; one already on the site keeps its date.
      if (action.kind === 'publish') {
        const publishAt = saved.publication === 'scheduled' ? new Date().toISOString() : undefined;
        return publishArticle(saved.id, { languages, publishAt });
      }
      if (action.kind === 'schedule') return scheduleArticle(saved.id, { languages, publishAt: action.publishAt });
      return unpublishArticle(saved.id, { languages: languages.filter((locale) => saved.site[locale]) });
    },
    onSuccess: (next, action) => {
      const list = names(languages);
      onChanged(
        next,
        action.kind === 'publish'
          ? t('news.publish.published', { languages: list })
          : action.kind === 'schedule'
            ? t('news.publish.scheduled', { languages: list, when: formatDate(action.publishAt) })
            : Object.keys(next.site).length === 0
              ? t('news.publish.unpublishedAll')
              : t('news.publish.unpublished', { languages: list }),
      );
    },
  });

  function schedule() {
    const at = instantOf({ date, time }, clock.zone);
    if (!at) return setWhenError(t('news.publish.badDate'));
    if (at.getTime() <= Date.now()) return setWhenError(t('news.publish.pastDate'));
    const publishAt = at.toISOString();
    setWhenError(undefined);
    act.mutate({ kind: 'schedule', publishAt });
  }

  // A preview shows the saved draft: with unsaved changes, the tab opens at once (a pop-up must open on
  // the click) and goes to the preview once they are saved.
  function preview(event: MouseEvent<HTMLAnchorElement>, url: string) {
    if (!dirty) return;
    event.preventDefault();
    const tab = window.open('about:blank', '_blank');
    void flush().then((saved) => {
      if (!tab) return;
      if (saved) tab.location.href = url;
      else tab.close();
    });
  }

  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-4xl space-y-5 rounded-md border border-stone-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('news.publish.title')}
      </h2>
      <ul className="space-y-2" aria-label={t('news.publish.onSite')}>
        {LOCALES.map((locale) => {
          const site = article.site[locale];
          return (
            <li key={locale} className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
              <span className="font-semibold">{t('kit.labelOnly', { label: t(`kit.languages.${locale}`) })}</span>
              {site ? (
                <>
                  <StatusBadge status={article.publication} />
                  {article.publishAt && <span>{formatDate(article.publishAt)}</span>}
                  {site.changed && <span className="font-medium text-amber-900">{t('news.publish.changed')}</span>}
                  {article.publication === 'published' && (
                    <a
                      href={site.path}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
                    >
                      {site.path}
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                      <span className="sr-only">{t('news.newTab')}</span>
                    </a>
                  )}
                </>
              ) : (
                <span>{t(written.includes(locale) ? 'news.publish.notOnSite' : 'news.publish.noVersion')}</span>
              )}
            </li>
          );
        })}
      </ul>

      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-800">{t('news.publish.preview')}</p>
        <div className="flex flex-wrap gap-2">
          {available.map((locale) => {
            const url = newsPreviewUrl(article.id, locale);
            return (
              <a
                key={locale}
                href={url}
                target="_blank"
                rel="noopener"
                onClick={(event) => preview(event, url)}
                className="inline-flex h-9 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
              >
                {t('news.publish.previewIn', { language: t(`kit.languages.${locale}`) })}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t('news.newTab')}</span>
              </a>
            );
          })}
        </div>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t('news.publish.languages')}</legend>
        <div className="flex flex-wrap gap-4">
          {available.map((locale) => (
            <CheckboxField
              key={locale}
              label={t(`kit.languages.${locale}`)}
              checked={chosen[locale]}
              onChange={(event) => setChosen((c) => ({ ...c, [locale]: event.target.checked }))}
            />
          ))}
        </div>
        <p className="text-sm text-stone-600">{t('news.publish.languagesHint')}</p>
      </fieldset>

      {act.error && <RefusalAlert error={act.error} />}
      {dirty && <p className="text-sm text-stone-700">{t('news.publish.savesFirst')}</p>}

      <div className="flex flex-wrap gap-3">
        <Button disabled={act.isPending || languages.length === 0} onClick={() => act.mutate({ kind: 'publish' })}>
          {t('news.publish.now')}
        </Button>
        {onSite.length > 0 && (
          <Button
            variant="outline"
            disabled={act.isPending || !languages.some((locale) => article.site[locale])}
            onClick={() => act.mutate({ kind: 'unpublish' })}
          >
            {t('news.publish.unpublish')}
          </Button>
        )}
      </div>

      <fieldset className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-900">{t('news.publish.scheduleLegend')}</legend>
        <p className="text-sm text-stone-600">
          {t('news.publish.scheduleHint', { zone: t('kit.list', { first: zone.name, second: zone.label }) })}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          {/* Native fields in the browser's own date and time format, as wide as that format needs. */}
          <Field
            inputClassName="w-auto"
            type="date"
            label={t('news.publish.date')}
            value={date}
            error={whenError}
            onChange={(event) => setDate(event.target.value)}
          />
          <Field
            inputClassName="w-auto"
            type="time"
            label={t('news.publish.time', { zone: zone.label })}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
          <Button variant="outline" disabled={act.isPending || languages.length === 0} onClick={schedule}>
            {t('news.publish.schedule')}
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
