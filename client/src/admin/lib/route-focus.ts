/**
 * Whether a page heading that appears now should take the focus (components/PageTitle.tsx). Not on the
 * page the staff area opens on, so the first Tab reaches the skip link; after that, on every page a
 * navigation opens, so a screen reader reads the new page and Tab continues from its top.
 */
let opened = false;

export const headingTakesFocus = () => opened;

/** Called by the shell once its first page is on the screen. */
export function markFirstPageShown() {
  opened = true;
}
