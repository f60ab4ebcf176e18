/**
 * The only script a page fetches before the visitor acts (docs/decisions/016, 060). The server's HTML is
 * the page, and its first responses are the browser's own: the menu and the search are `<dialog>`s
 * opened by `command` buttons, the language choice and every navigation are links, the forms check
 * their fields with constraint validation. So nothing of the app is requested until the visitor shows a
 * first sign of acting: a touch, a press, a key, focus, a scroll or a mouse moving over the page. Then
 * the app's entry and every chunk the page hydrates with (listed by the server from Vite's manifest in
 * the APP_MODULES_ID block) are requested at once, so they arrive together, and React hydrates the page.
 *
 * Until React has hydrated (it marks `<html data-hydrated>`), a press on a button that only React
 * answers, or a form sent after passing the browser's checks, is held and handed to React once it is
 * there, so nothing the visitor did is lost.
 */
import { APP_MODULES_ID, type AppModules } from '@common/app-modules';
import './styles.css';

function start(): void {
  const element = document.getElementById(APP_MODULES_ID);
  if (!element?.textContent) return;
  const { entry, preload } = JSON.parse(element.textContent) as AppModules;
  // Every module is fetched and compiled first (modulepreload, off the main thread); the entry runs, and
  // with it the app's evaluation and hydration, once all are in and no send of this script's is waiting
  // for its answer: on a slow phone that work would hold the send's notice back (decision 099).
  // A browser without modulepreload (Safari before 17) fetches nothing for the links and fires no load:
  // there the entry fetches its own imports, as it would have.
  const preloads = document.createElement('link').relList.supports('modulepreload') ? [entry, ...preload] : [];
  const loads = preloads.map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    return new Promise((loaded) => {
      link.onload = loaded;
      link.onerror = loaded;
    });
  });
  void Promise.all(loads)
    .then(() => sending)
    .then(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
}

/** The newsletter send under way, if any (`sendAddress`): the app's entry waits for its notice. */
let sending: Promise<void> | undefined;

// The mark client/src/lib/page-hydrated.ts reads and sets, read here without importing it: whatever this
// file imports becomes another script that every page fetches before the visitor acts.
const root = document.documentElement;
const hydrated = () => root.dataset.hydrated === 'true';

/**
 * What waits for React: the last held press or form, run once the page is hydrated. Observed before any
 * of the app's code runs, so it runs before what the app itself waits for the mark to do (the search
 * dialog's results replace the server's box only then, so a held Enter reaches the box).
 */
let held: (() => void) | undefined;
new MutationObserver((_, observer) => {
  if (!hydrated()) return;
  observer.disconnect();
  const run = held;
  held = undefined;
  run?.();
}).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

// The language links (the menu's, the header's): until the app is in, a tap on one loads that page. That
// page is fetched as the menu opens, so the tap waits for no request (with the app in, the switch happens in place and the menu
// loads the languages' text instead). Speculation rules, not `<link rel=prefetch>`: the pages are sent
// `no-cache`, so a prefetch in the HTTP cache is checked again with the server (one more round trip, 562 ms
// on a slow phone network); a speculative prefetch is used as it is for five minutes.
const prefetched = new Set<string>();
function prefetchLanguages(container: Element): void {
  if (hydrated()) return;
  const urls: string[] = [];
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[hreflang]:not([aria-current])')) {
    if (!prefetched.has(link.href)) urls.push(link.href);
    prefetched.add(link.href);
  }
  if (urls.length === 0) return;
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls }] });
  document.head.append(rules);
}
// The menu's dialog, and the header's language popover (which has no attribute to observe: its `toggle`).
new MutationObserver((records) => {
  for (const { target } of records) if (target instanceof HTMLDialogElement && target.open) prefetchLanguages(target);
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
addEventListener(
  'toggle',
  (event) => {
    if ((event as ToggleEvent).newState === 'open' && event.target instanceof HTMLElement && event.target.popover) {
      prefetchLanguages(event.target);
    }
  },
  true,
);

// The signs that the visitor is acting. A mouse moving counts (a desktop visitor reaching for
// something); a finger resting does not move a pointer, so a phone's first sign is its touch or scroll. The
// browser's autofill, or a paste from a menu, changes a field with no key, focus or touch: its `input` is one.
const SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'pointermove', 'input'] as const;
let started = false;
function onSign(event: Event): void {
  if (started || (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse')) return;
  started = true;
  for (const type of SIGNS) removeEventListener(type, onSign, true);
  // After the frame that answers the sign (a dialog opening, a field focused), not before it.
  requestAnimationFrame(() => setTimeout(start));
}
for (const type of SIGNS) addEventListener(type, onSign, { capture: true, passive: true });

// A page that cannot answer without the app (the page an e-mail's link opens reads its token from the
// address) says so with `data-start-app`: it starts once the browser has shown the page.
if (document.querySelector('[data-start-app]')) afterFirstPaint(() => onSign(new Event('load')));

function afterFirstPaint(run: () => void): void {
  // A page with nothing to paint, or a tab in the background, must still start: at most 3 s.
  setTimeout(run, 3000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(run));
  }
}

/** A button with nothing to do without React: not a submit button, not a `command` or popover invoker. */
const REACT_ONLY = 'button[type="button"]:not([command]):not([popovertarget]), [role="tab"], [role="switch"]';

/**
 * A shortcut a dialog's opener declares (`aria-keyshortcuts` on a `command="show-modal"` button: the
 * header's search, "Control+K Meta+K") opens that dialog, or closes it when it is open. Here rather than in
 * React, before the app is in and after: button and dialog are the server's HTML, and a shortcut pressed
 * first, as the sign that starts the app, would otherwise be lost. The dialog's own code (SearchProvider)
 * follows its `open` attribute, however it was opened.
 */
addEventListener(
  'keydown',
  (event) => {
    if (event.altKey || !(event.ctrlKey || event.metaKey) || event.key.length !== 1) return;
    const pressed = `${event.ctrlKey ? 'Control' : 'Meta'}+${event.key.toUpperCase()}`;
    for (const opener of document.querySelectorAll('[aria-keyshortcuts][command="show-modal"][commandfor]')) {
      if (!opener.getAttribute('aria-keyshortcuts')?.split(' ').includes(pressed)) continue;
      const dialog = document.getElementById(opener.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) continue;
      event.preventDefault();
      if (dialog.open) dialog.close();
      else dialog.showModal();
      return;
    }
  },
  true,
);

addEventListener(
  'click',
  (event) => {
    if (hydrated() || !(event.target instanceof Element)) return;
    // A button in the menu that opens another dialog (the search): the menu closes first, as with React
    // (SPEC: choosing any menu item closes the mobile menu).
    const opener = event.target.closest('dialog[open] button[command="show-modal"][commandfor]');
    const next = opener && document.getElementById(opener.getAttribute('commandfor') ?? '');
    if (opener && next instanceof HTMLDialogElement) {
      event.preventDefault();
      opener.closest('dialog')?.close();
      next.showModal();
      return;
    }
    // A link in the menu to a section of this page: the page does not reload, so the menu closes, as it
    // does with React. (Not for a link to another page: closing a modal dialog restyles the whole page,
    // which a phone pays for before it starts loading the next one.)
    const link = event.target.closest<HTMLAnchorElement>('dialog[open] a[href]');
    const here = (url: URL | Location) => `${url.origin}${url.pathname}${url.search}`;
    if (link && here(new URL(link.href)) === here(location)) link.closest('dialog')?.close();
    const button = event.target.closest<HTMLElement>(REACT_ONLY);
    if (!button) return;
    event.preventDefault();
    held = () => {
      if (button.isConnected) button.click();
    };
  },
  true,
);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * SPEC §5 before the app is in (docs/decisions/098): a form marked `data-checks="fields"` declares each
 * field's rule in its markup (`data-min`, the trimmed length; `data-pattern`), from the schema's own rules
 * (common/src/contact.ts), and carries each field's message, hidden, under it. Shows the message of every
 * field that breaks its rule and hides the others; returns the fields in error.
 */
function checkFields(form: HTMLFormElement): Field[] {
  const wrong: Field[] = [];
  for (const field of form.querySelectorAll<Field>('[data-min]')) {
    const value = field.value.trim();
    const pattern = field.dataset.pattern;
    const bad = value.length < Number(field.dataset.min) || (pattern !== undefined && !new RegExp(pattern).test(value));
    const message = document.getElementById(`${field.id}-error`);
    if (message) message.hidden = !bad;
    if (bad) {
      field.setAttribute('aria-invalid', 'true');
      if (message) field.setAttribute('aria-describedby', message.id);
      wrong.push(field);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  }
  return wrong;
}

interface Notice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/**
 * The newsletter's form before the app is in (`data-checks="toast"`, docs/decisions/098): SPEC §5's check
 * of the address (blank is 'required'; one that breaks the field's `data-pattern`, the shared e-mail rule,
 * 'invalid'), then SPEC §7's call, the form's `action` with the address and the page's language, and the
 * notice of its outcome, all worded by the form (`data-notices`, NewsletterForm.tsx), as the app does.
 */
async function sendAddress(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const notices = JSON.parse(form.dataset.notices ?? '{}') as Record<string, Notice>;
  const field = form.querySelector<HTMLInputElement>('input[data-pattern]');
  if (!field || form.getAttribute('aria-busy') === 'true') return;
  const value = field.value.trim();
  if (!value) return showToast(notices.required);
  if (!new RegExp(field.dataset.pattern ?? '').test(value)) return showToast(notices.invalid);
  form.setAttribute('aria-busy', 'true');
  submitter?.setAttribute('disabled', '');
  toastRegion();
  let answered = () => {};
  // Settled a frame after the notice is drawn (below), not before.
  sending = new Promise((settle) => {
    answered = () => requestAnimationFrame(() => setTimeout(settle));
  });
  let outcome = 'failed';
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: value, lang: root.lang }),
      credentials: 'include',
    });
    if (response.status === 409) outcome = 'already';
    else if (response.ok && ((await response.json()) as { success?: boolean }).success) outcome = 'success';
  } catch {
    // No answer: the failure notice, and the address stays to send again.
  }
  form.removeAttribute('aria-busy');
  submitter?.removeAttribute('disabled');
  if (outcome === 'success') field.value = '';
  showToast(notices[outcome]);
  answered();
}

/**
 * A toast as the app's Toaster draws it (components/ui/toaster.tsx), announced, gone after SPEC §9's
 * 5000 ms. Outside React's root, so the app's hydration never meets it.
 */
function showToast(notice: Notice | undefined): void {
  if (!notice) return;
  const fresh = !document.getElementById('boot-toast');
  const region = toastRegion();
  const note = document.createElement('div');
  const destructive = notice.variant === 'destructive';
  note.setAttribute('role', destructive ? 'alert' : 'status');
  note.className = destructive
    ? 'pointer-events-auto grid gap-1 rounded-lg border border-red-700 bg-red-700 p-4 text-white shadow-lg'
    : 'pointer-events-auto grid gap-1 rounded-lg border border-stone-200 bg-white p-4 text-stone-900 shadow-lg';
  const heading = document.createElement('p');
  heading.className = 'text-sm font-semibold';
  heading.textContent = notice.title;
  const description = document.createElement('p');
  description.className = 'text-sm opacity-90';
  description.textContent = notice.description;
  note.append(heading, description);
  // Into a region made just now, a frame later, so screen readers see the region before what it says.
  if (fresh) requestAnimationFrame(() => region.replaceChildren(note));
  else region.replaceChildren(note);
  setTimeout(() => note.remove(), 5000);
}

/** The live region the notices go into, in the page before its first notice (made at a send's start). */
function toastRegion(): HTMLElement {
  let region = document.getElementById('boot-toast');
  if (!region) {
    region = document.createElement('div');
    region.id = 'boot-toast';
    region.setAttribute('aria-live', 'polite');
    region.className =
      'pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-[420px]';
    document.body.append(region);
  }
  return region;
}

/**
 * The search dialog's results before the app is in (docs/decisions/098): the server lists every result
 * under the box with its compared text (`data-search`, features/search/filter.ts's `searchText`); each
 * keystroke hides those that do not contain the query (trimmed and lower-cased as `searchNeedle` does),
 * a group with none, and shows SPEC's "No results found." when nothing is left. The app's panel replaces
 * the list, keeping what was typed.
 */
addEventListener('input', (event) => {
  const box = event.target;
  if (!(box instanceof HTMLInputElement) || box.id !== 'site-search-box') return;
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
  if (!list) return;
  const needle = box.value.trim().toLocaleLowerCase();
  let shown = 0;
  for (const group of list.querySelectorAll<HTMLElement>('[data-search-group]')) {
    let inGroup = 0;
    for (const item of group.querySelectorAll<HTMLElement>('[data-search]')) {
      item.hidden = needle !== '' && !item.dataset.search?.split('\n').some((text) => text.includes(needle));
      if (!item.hidden) inGroup++;
    }
    group.hidden = inGroup === 0;
    shown += inGroup;
  }
  const empty = list.querySelector<HTMLElement>('[data-search-empty]');
  if (empty) empty.hidden = shown > 0;
});

// After a refused send, each change checks again, as the app's form does (SPEC §5: on submit, then on each
// change), until the app takes over.
for (const type of ['input', 'change']) {
  addEventListener(type, (event) => {
    const form = (event.target as Field).form;
    if (!hydrated() && form?.dataset.checked === 'true') checkFields(form);
  });
}

addEventListener(
  'submit',
  (event) => {
    if (hydrated() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
    if (form.dataset.checks === 'toast') {
      void sendAddress(form, submitter);
      return;
    }
    if (form.dataset.checks === 'fields') {
      const wrong = checkFields(form);
      if (wrong.length > 0) {
        form.dataset.checked = 'true';
        wrong[0].focus();
        return;
      }
    }
    held = () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    };
  },
  true,
);

// Browsers without invoker commands or `closedby` (before Chromium 135 and 134, Firefox 144 and 141,
// Safari 26.2): the same in a few lines. Bubbling, so a handler of React's that took over
// (preventDefault) wins, as it does over the built-in command.
if (!('command' in HTMLButtonElement.prototype)) {
  addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest('button[commandfor]');
    const dialog = button && document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close') dialog.close();
  });
}
if (!('closedBy' in HTMLDialogElement.prototype)) {
  addEventListener('click', (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || dialog.getAttribute('closedby') !== 'any') return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
}
