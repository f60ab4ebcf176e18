import { Command } from 'cmdk';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import { filterSearchItems } from '../filter';
import { SEARCH_CATEGORIES, type SearchItem } from '../search-index';
import { useSearchItems } from '../use-search-items';
import { CHOOSE_FIRST, SEARCH_BOX_ID, SEARCH_DIALOG_ID, SearchRow, searchInputClass } from './SearchBox';
import { RESULT_CLASS, SearchResultText } from './SearchResultText';

interface SearchPanelProps {
  /** Whether the dialog is open (the partners and featured news are read once it is). */
  open: boolean;
  /** Closes the dialog and goes to the chosen result's path. */
  onChoose: (path: string) => void;
}

/** What the visitor typed in the server's box before this panel's code was there. */
function typedBefore(): string {
  const box = document.getElementById(SEARCH_BOX_ID);
  return box instanceof HTMLInputElement ? box.value : '';
}

/**
 * SPEC §2.2 search dialog's contents: cmdk for the keyboard-driven list, with its own fuzzy filter turned
 * off in favour of the SPEC §5 substring rule. The `<dialog>` around it is SearchProvider's.
 */
export default function SearchPanel({ open, onChoose }: SearchPanelProps) {
  const { t } = useI18n();
  // Read while the server's box is still in the document: this render replaces it.
  const [query, setQuery] = useState(typedBefore);
  const items = useSearchItems(open);
  const results = useMemo(() => filterSearchItems(items, query), [items, query]);

  const choose = (item: SearchItem) => {
    setQuery('');
    onChoose(item.path);
  };

  // Enter pressed in the server's box before this panel was there chooses what Enter chooses here: the
  // first result shown, if what was typed has one now (once, as the panel arrives).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the results as the panel arrives
  useEffect(() => {
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    if (!dialog?.hasAttribute(CHOOSE_FIRST)) return;
    dialog.removeAttribute(CHOOSE_FIRST);
    const first = SEARCH_CATEGORIES.flatMap((category) => results.filter((item) => item.category === category))[0];
    if (first) choose(first);
  }, []);

  return (
    <Command shouldFilter={false} loop label={t('common.search.title')} className="flex flex-col">
      <SearchRow>
        <Command.Input
          // Focus stays in the box when it replaces the server's one while the dialog is open.
          autoFocus={open}
          value={query}
          onValueChange={setQuery}
          placeholder={t('common.search.placeholder')}
          aria-label={t('common.search.title')}
          className={searchInputClass}
        />
      </SearchRow>
      <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-2">
        <Command.Empty className="py-8 text-center text-sm text-stone-600">{t('common.search.empty')}</Command.Empty>
        {SEARCH_CATEGORIES.map((category) => {
          const inGroup = results.filter((item) => item.category === category);
          if (inGroup.length === 0) return null;
          return (
            <Command.Group
              key={category}
              heading={t(`common.search.groups.${category}`)}
              className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-stone-600 [&_[cmdk-group-heading]]:uppercase"
            >
              {inGroup.map((item) => (
                <Command.Item
                  key={item.id}
                  value={item.id}
                  onSelect={() => choose(item)}
                  className={`${RESULT_CLASS} data-[selected=true]:bg-primary-light`}
                >
                  <SearchResultText item={item} />
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
    </Command>
  );
}
