import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { useI18n } from '@/i18n';

/** The search dialog's id: the header's and the menu's search buttons open it with `commandfor`. */
export const SEARCH_DIALOG_ID = 'site-search';
/** The box the server renders, which the visitor may type in before the app is there (SearchPanel reads it). */
export const SEARCH_BOX_ID = 'site-search-box';

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
 * The search box as the server renders it: the dialog opens and takes typing with no script; the
 * results (SearchPanel, with cmdk) replace it when their code is in, keeping what was typed.
 */
export function SearchBox() {
  const { t } = useI18n();
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
          className={searchInputClass}
        />
      </SearchRow>
    </form>
  );
}
