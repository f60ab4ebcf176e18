import { localisedPath } from '@common/locale-urls';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { useI18n } from '@/i18n';
import { searchText } from '../filter';
import { SEARCH_CATEGORIES } from '../search-index';
import { useSearchItems } from '../use-search-items';
import { GROUP_HEADING_CLASS, RESULT_CLASS, SearchResultText } from './SearchResultText';

/** The search dialog's id: the header's and the menu's search buttons open it with `commandfor`. */
export const SEARCH_DIALOG_ID = 'site-search';
/** The box the server renders, which the visitor may type in before the app is there (SearchPanel reads it). */
export const SEARCH_BOX_ID = 'site-search-box';
/** The server's results under it, which the boot script filters as the visitor types (docs/decisions/098). */
export const SEARCH_LIST_ID = 'site-search-results';

/** Set on the dialog when Enter was pressed in the server's box: the results choose their first once in. */
export const CHOOSE_FIRST = 'data-choose-first';

export const searchInputClass =
  'h-12 w-full bg-transparent text-base text-stone-900 outline-none placeholder:text-stone-500';

/** The dialog's top row: the icon, a search box, and a close button that works without script. */
export function SearchRow({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-b border-stone-200 px-4">
      <Search className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
      {children}
      <DialogCloseButton
        dialogId={SEARCH_DIALOG_ID}
        className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        iconClassName="h-4 w-4"
      />
    </div>
  );
}

/**
 * The search box as the server renders it, with every result under it as a link: the dialog opens, takes
 * typing and shows the results for it with no app (the boot script hides those that do not match, by the
 * same rule, filter.ts), and a tap on one opens it; the results (SearchPanel, with cmdk) replace it when
 * their code is in, keeping what was typed.
 */
export function SearchBox() {
  const { t, locale } = useI18n();
  const items = useSearchItems();
  return (
    // Enter before the results are there is kept (on the dialog) and chooses the first result when they
    // come, as Enter does in the results; before React, the boot script holds the send until then.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.closest('dialog')?.setAttribute(CHOOSE_FIRST, '');
      }}
    >
      <SearchRow>
        <input
          id={SEARCH_BOX_ID}
          type="text"
          autoComplete="off"
          placeholder={t('common.search.placeholder')}
          aria-label={t('common.search.title')}
          aria-controls={SEARCH_LIST_ID}
          className={searchInputClass}
        />
      </SearchRow>
      <div id={SEARCH_LIST_ID} className="max-h-[300px] overflow-y-auto overscroll-contain p-2">
        <p data-search-empty hidden className="py-8 text-center text-sm text-stone-600">
          {t('common.search.empty')}
        </p>
        {SEARCH_CATEGORIES.map((category) => {
          const inGroup = items.filter((item) => item.category === category);
          if (inGroup.length === 0) return null;
          return (
            <section key={category} data-search-group>
              <h3 className={GROUP_HEADING_CLASS}>{t(`common.search.groups.${category}`)}</h3>
              <ul>
                {inGroup.map((item) => (
                  <li key={item.id} data-search={searchText(item)}>
                    <a href={localisedPath(item.path, locale)} className={`${RESULT_CLASS} hover:bg-primary-light`}>
                      <SearchResultText item={item} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </form>
  );
}
