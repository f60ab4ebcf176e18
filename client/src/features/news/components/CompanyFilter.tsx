import type { Company } from '@/components/companies/companies';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';

interface CompanyFilterProps {
  /** The companies to offer, in the staff's order (those the loaded articles name, and the one chosen). */
  companies: Company[];
  /** The chosen company's slug. */
  selected?: string;
  onSelect: (slug: string | undefined) => void;
}

/**
 * 'All companies' plus one toggle per company the loaded articles are about (docs/decisions/085), as the
 * category toggles work (SPEC §4): choosing one narrows the list to its articles, choosing it again or
 * 'All companies' clears it. A company's name is the same in every language.
 */
export function CompanyFilter({ companies, selected, onSelect }: CompanyFilterProps) {
  const { t } = useI18n();
  if (companies.length === 0 && !selected) return null;
  const base = 'inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition';
  const on = 'border-primary bg-primary text-white';
  const off = 'border-stone-300 bg-white text-stone-700 hover:border-primary hover:text-primary';
  return (
    <fieldset className="mt-4 flex flex-wrap gap-2">
      <legend className="sr-only">{t('news.company.filterLabel')}</legend>
      <button
        type="button"
        aria-pressed={!selected}
        className={cn(base, !selected ? on : off)}
        onClick={() => onSelect(undefined)}
      >
        {t('news.company.allCompanies')}
      </button>
      {companies.map((company) => {
        const active = selected === company.slug;
        return (
          <button
            key={company.id}
            type="button"
            aria-pressed={active}
            className={cn(base, active ? on : off)}
            onClick={() => onSelect(active ? undefined : company.slug)}
          >
            {company.name}
          </button>
        );
      })}
    </fieldset>
  );
}
