import { countriesWithStatus } from '@common/content/countries';
import { interpolate, useI18n } from '@/i18n';
import { compareNames, formatList } from '@/i18n/lists';
import { useFigures } from '@/lib/figures';
import { langAttrs } from '@/lib/lang';

/**
 * SPEC §9 Footprint figures: the countries in total (34 in the demo) are the staff's figure
 * 'home.map.countries', its label in their words; the active and expanding counts are counted from the
 * statuses of the map's countries, so the map, the legend and the stats never disagree.
 */
export function FootprintStats() {
  const { messages, locale } = useI18n();
  const m = messages.map.stats;
  const total = useFigures()('home.map.countries');
  const expanding = countriesWithStatus('expansion')
    .map((country) => country.names[locale])
    .sort(compareNames);
  const counts = [
    { key: 'active', label: m.active, value: String(countriesWithStatus('current').length) },
    { key: 'expanding', label: m.expanding, value: String(expanding.length) },
  ];

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{m.title}</h3>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {/* Number first on screen, label first for screen readers: both read naturally. */}
        {total && (
          <div data-figure={total.place} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm break-words hyphens-auto text-slate-600" {...langAttrs(total.lang, locale)}>
              {total.label}
            </dt>
            <dd className="text-3xl font-bold text-[var(--color-primary,#166534)]">{total.value}</dd>
          </div>
        )}
        {counts.map((count) => (
          // Counts of African countries (at most 54) need no digit grouping in any language.
          <div key={count.key} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm break-words hyphens-auto text-slate-600">{count.label}</dt>
            <dd className="text-3xl font-bold text-[var(--color-primary,#166534)]">{count.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {interpolate(m.expandingInto, { countries: formatList(expanding, locale) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{m.rollout}</p>
    </div>
  );
}
