import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { featuredQuery } from '@/components/news/featured-query';
import { useI18n } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { type SearchItem, searchItems } from './search-index';

/**
 * SPEC §3.2's index in the page's language, for the server's list and the app's. Every page arrives with
 * the companies, the partners and the featured news (entry-server.tsx's shell); `enabled` lets a page
 * without them read them once the dialog opens (a failed read leaves its group out).
 */
export function useSearchItems(enabled = true): SearchItem[] {
  const { t, locale } = useI18n();
  const companies = useCompanies();
  const { data: featured } = useQuery({ ...featuredQuery(locale), enabled });
  const { data: partners } = useQuery({ ...entriesQuery('partner', locale), enabled });
  return useMemo(
    () => searchItems(t, { companies, partners: partners ?? [], featured: featured ?? [] }),
    [t, companies, partners, featured],
  );
}
