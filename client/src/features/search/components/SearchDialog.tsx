import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Briefcase, Building2, FileText, Handshake, Newspaper, Search, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useMemo, useState } from 'react';
import { useCompanies } from '@/components/companies/companies';
import { featuredQuery } from '@/components/news/featured-query';
import { useI18n } from '@/i18n';
import { entriesQuery } from '@/lib/entries';
import { filterSearchItems } from '../filter';
import { SEARCH_CATEGORIES, type SearchIcon, type SearchItem, searchItems } from '../search-index';

const icons: Record<SearchIcon, typeof Search> = { Building2, FileText, Newspaper, Handshake, Briefcase };

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (path: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * SPEC §2.2 search dialog: cmdk for the keyboard-driven list, with its own fuzzy filter turned
 * off in favour of the SPEC §5 substring rule.
 */
export default function SearchDialog({ open, onOpenChange, onChoose, returnFocusTo }: SearchDialogProps) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useState('');
  // Every page has the companies. The rest is read when the dialog first opens, if the page had not (the
  // home page has both; SearchProvider starts the reads as the visitor reaches for the search); a failed
  // read leaves its group out.
  const companies = useCompanies();
  const { data: featured } = useQuery({ ...featuredQuery(locale), enabled: open });
  const { data: partners } = useQuery({ ...entriesQuery('partner', locale), enabled: open });
  const items = useMemo(
    () => searchItems(t, { companies, partners: partners ?? [], featured: featured ?? [] }),
    [t, companies, partners, featured],
  );
  const results = useMemo(() => filterSearchItems(items, query), [items, query]);

  const choose = (item: SearchItem) => {
    onOpenChange(false);
    setQuery('');
    onChoose(item.path);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-stone-950/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The element may have gone with the page the visitor left; then focus stays on the body.
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          className="fixed top-[12vh] left-1/2 z-[90] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-2xl"
        >
          <Dialog.Title className="sr-only">{t('common.search.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('common.search.description')}</Dialog.Description>
          <Command shouldFilter={false} loop label={t('common.search.title')} className="flex flex-col">
            <div className="flex items-center gap-2 border-b border-stone-200 px-4">
              <Search className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={t('common.search.placeholder')}
                aria-label={t('common.search.title')}
                className="h-12 w-full bg-transparent text-base text-stone-900 outline-none placeholder:text-stone-500"
              />
              <Dialog.Close
                aria-label={t('common.close')}
                className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-2">
              <Command.Empty className="py-8 text-center text-sm text-stone-600">
                {t('common.search.empty')}
              </Command.Empty>
              {SEARCH_CATEGORIES.map((category) => {
                const inGroup = results.filter((item) => item.category === category);
                if (inGroup.length === 0) return null;
                return (
                  <Command.Group
                    key={category}
                    heading={t(`common.search.groups.${category}`)}
                    className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-stone-600 [&_[cmdk-group-heading]]:uppercase"
                  >
                    {inGroup.map((item) => {
                      const Icon = icons[item.icon];
                      return (
                        <Command.Item
                          key={item.id}
                          value={item.id}
                          onSelect={() => choose(item)}
                          className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 text-left data-[selected=true]:bg-primary-light"
                        >
                          <Icon className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                          <span className="min-w-0">
                            <span className="block text-sm font-medium text-stone-900">{item.title}</span>
                            <span className="block truncate text-xs text-stone-600">{item.description}</span>
                          </span>
                        </Command.Item>
                      );
                    })}
                  </Command.Group>
                );
              })}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
