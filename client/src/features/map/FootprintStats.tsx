import { countriesWithStatus } from '@common/content/countries';
import { interpolate, useI18n } from '@/i18n';
import { compareNames, formatList } from '@/i18n/lists';
import { FOOTPRINT } from './footprint';

/** SPEC §9 Footprint figures: 34 countries, 2 active, 3 expanding, a 5-year rollout. */
export function FootprintStats() {
  const { messages, locale } = useI18n();
  const m = messages.map.stats;
  const expanding = countriesWithStatus('expansion')
    .map((country) => country.names[locale])
    .sort(compareNames);
  const figures = [
    { key: 'total', label: m.total, value: FOOTPRINT.totalCountries },
    { key: 'active', label: m.active, value: countriesWithStatus('current').length },
    { key: 'expanding', label: m.expanding, value: expanding.length },
  ];

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{m.title}</h3>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {figures.map((figure) => (
          // Counts of African countries (at most 54) need no digit grouping in any language.
          // Number first on screen, label first for screen readers: both read naturally.
          <div key={figure.key} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm break-words hyphens-auto text-slate-600">{figure.label}</dt>
            <dd className="text-3xl font-bold text-[var(--color-primary,#166534)]">{figure.value}</dd>
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
