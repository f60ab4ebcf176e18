import { Briefcase, Building2, FileText, Handshake, Newspaper, type Search } from 'lucide-react';
import { useI18n } from '@/i18n';
import { langAttrs } from '@/lib/lang';
import type { SearchIcon, SearchItem } from '../search-index';

const icons: Record<SearchIcon, typeof Search> = { Building2, FileText, Newspaper, Handshake, Briefcase };

/** One result as both lists show it (the server's, SearchBox; the app's, SearchPanel): icon, title, description, chip. */
export function SearchResultText({ item }: { item: SearchItem }) {
  const { locale } = useI18n();
  const Icon = icons[item.icon];
  return (
    <>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0" {...langAttrs(item.lang ?? locale, locale)}>
        <span className="block text-sm font-medium text-stone-900">{item.title}</span>
        <span className="block truncate text-xs text-stone-600">{item.description}</span>
        {item.chip && (
          <span
            data-stat="company"
            className="mt-1 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
          >
            {item.chip}
          </span>
        )}
      </span>
    </>
  );
}

export const GROUP_HEADING_CLASS = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase';
export const RESULT_CLASS = 'flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-left';
