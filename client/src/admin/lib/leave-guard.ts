import { useEffect } from 'react';

/*
 * Nothing typed is lost by leaving. A screen with unsaved changes registers itself here
 * while it has them; every way out then asks first:
 *   - links and programmatic navigation: the router's `aroundNav` (main.tsx) waits for `confirmLeave()`;
 *   - the browser's back and forward buttons: the history move is undone before the app sees it, and
 *     made again once the person chooses to leave;
 *   - signing out: the shell asks before signing out;
 *   - reload and closing the tab: `beforeunload` (the browser's own question; pages may not word it).
 * The question itself is one dialog (components/LeaveGuardDialog.tsx) whose safe choice, "Stay", has the
 * focus.
 */

const dirty = new Set<symbol>();
/** True while a navigation the person already agreed to (or the app made after saving) is under way. */
let leaving = false;

type Ask = () => Promise<boolean>;
/** Until the dialog is mounted (it always is, from the first render), the safe answer: stay. */
const stay: Ask = async () => false;
let ask: Ask = stay;

export const hasUnsavedChanges = () => dirty.size > 0;

/** The dialog registers how to ask; until it is mounted the browser's own confirm is the fallback. */
export function setLeaveQuestion(question: Ask): () => void {
  ask = question;
  return () => {
    if (ask === question) ask = stay;
  };
}

/** Resolves true when there is nothing to lose or the person chose to leave (the changes are then let go). */
export async function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedChanges() || leaving) return true;
  const leave = await ask();
  if (leave) {
    dirty.clear();
  }
  return leave;
}

/**
 * Runs a navigation the app makes on purpose (after a save, or to show a record just created) without
 * asking: the screen it leaves has nothing to lose, even if its own state has not caught up yet.
 */
export function leaveWithoutAsking(go: () => void): void {
  leaving = true;
  try {
    go();
  } finally {
    leaving = false;
  }
}

/** The router's navigation wrapper: a link or `navigate()` from a screen with unsaved changes asks first. */
export function guardNavigation<O>(navigate: (to: string, options?: O) => void, to: string, options?: O): void {
  if (!hasUnsavedChanges() || leaving) {
    navigate(to, options);
    return;
  }
  void confirmLeave().then((leave) => {
    if (leave) leaveWithoutAsking(() => navigate(to, options));
  });
}

/** Registers the calling screen as having unsaved changes while `unsaved` is true. */
export function useUnsavedChanges(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const key = Symbol('unsaved');
    dirty.add(key);
    return () => {
      dirty.delete(key);
    };
  }, [unsaved]);
}

/*
 * The browser's own ways out. Installed once, when the admin entry loads: the popstate listener must run
 * before the router's (wouter subscribes when the app first renders), so that it can keep the router from
 * seeing a move the person has not agreed to.
 */
let currentUrl = '';
let undoing = false;

export function installLeaveGuards(): void {
  currentUrl = location.href;
  const remember = () => {
    currentUrl = location.href;
  };
  // wouter's history patch announces pushState and replaceState as events of these names.
  addEventListener('pushState', remember);
  addEventListener('replaceState', remember);
  addEventListener('popstate', (event) => {
    if (undoing) {
      // The step back that follows "Leave": let the router see it.
      undoing = false;
      remember();
      return;
    }
    if (!hasUnsavedChanges() || leaving) {
      remember();
      return;
    }
    // Back or forward with unsaved changes: put the address back, keep the router from hearing of the
    // move, then ask. Leaving moves one step back from the restored entry, which is where the person went
    // (for "back" the entry before; for "forward", the entry they had moved to, now before the restored one).
    event.stopImmediatePropagation();
    const wanted = location.href;
    history.pushState(history.state, '', currentUrl);
    void confirmLeave().then((leave) => {
      if (!leave) return;
      undoing = true;
      // A popstate for the restored entry's neighbour; if the browser lost that entry, go to the address.
      if (history.length > 1) history.back();
      else location.assign(wanted);
    });
  });
  addEventListener('beforeunload', (event) => {
    if (!hasUnsavedChanges() || leaving) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  });
}
