import { type CountryStatus, countriesWithStatus } from '@common/content/countries';
import type { Locale } from '@common/locale';
import { useI18n } from '@/i18n';
import { compareNames, formatList } from '@/i18n/lists';
import { cn } from '@/lib/cn';
import { STATUS_SWATCH } from './status-styles';

function namesWithStatus(status: CountryStatus, locale: Locale): string {
  const names = countriesWithStatus(status)
    .map((country) => country.names[locale])
    .sort(compareNames);
  return formatList(names, locale);
}

/** SPEC §2.3: current operations, expansion targets, partnership countries (30+). */
export function MapLegend() {
  const { messages, locale } = useI18n();
  const m = messages.map.legend;
  const entries: { status: CountryStatus; label: string; detail: string }[] = [
    { status: 'current', label: m.current, detail: namesWithStatus('current', locale) },
    { status: 'expansion', label: m.expansion, detail: namesWithStatus('expansion', locale) },
    { status: 'other', label: m.partners, detail: m.partnersCount },
  ];

  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{m.title}</h3>
      <ul className="mt-3 space-y-3">
        {entries.map((entry) => (
          <li key={entry.status} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn('mt-1 size-4 shrink-0 rounded-sm ring-1 ring-black/15', STATUS_SWATCH[entry.status])}
            />
            <span>
              <span className="block font-medium text-slate-900">{entry.label}</span>
              <span className="block text-sm text-slate-600">{entry.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
