import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * axe's experimental rules (`label-content-name-mismatch` for WCAG 2.5.3 Label in Name, `p-as-heading`,
 * `focus-order-semantics`, `td-has-header`, ...). axe leaves them out unless each is enabled by name;
 * we run every one, read from the installed axe-core so an upgrade's new experimental rules run too.
 */
export const EXPERIMENTAL_RULES: readonly string[] = axe.getRules(['experimental']).map((rule) => rule.ruleId);

/**
 * The default rules (WCAG 2 A/AA and best practices) plus every experimental rule. Every rule runs on
 * every node; `resultTypes` only keeps one example node of the passes, incomplete and inapplicable
 * results, which no check reads, so less travels out of the page (violations keep every node; decision
 * 067).
 */
const RUN_OPTIONS: axe.RunOptions = {
  rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/**
 * The minified build of the same axe-core (580 KB): `axe.source` is the readable one (1.3 MB), and every
 * byte of what goes into a page is encoded, sent down the browser's pipe and parsed there.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core, put into a frame once: a later run on the same document (a single-page app's next screen, a
 * dialog opened) reuses it. @axe-core/playwright evaluated axe's 1.3 MB twice before every run, a third of
 * a run's time on our pages (decision 070). `<same_origin>` is what its legacy mode configured: axe in
 * the top frame asks the axe of each same-origin frame for that frame's part.
 */
async function putAxeInto(frame: Frame): Promise<void> {
  if (await frame.evaluate('typeof window.axe?.run === "function"')) return;
  await frame.evaluate(`${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}

/**
 * axe run in the page itself, on the page as it is now (what @axe-core/playwright calls legacy mode).
 * Its default mode runs axe per frame, sends every rule's every node out of the page, and finishes in a
 * new blank page it opens, injects axe into and sends all that back into (decision 067). Our pages have no
 * frames of another origin (the site loads nothing from another host), the one thing this leaves out.
 */
export async function axeResults(page: Page): Promise<axe.AxeResults> {
  await putAxeInto(page.mainFrame());
  // A frame that cannot take axe (gone meanwhile, or of another origin) is reported by axe itself.
  for (const frame of page.frames().slice(1)) await putAxeInto(frame).catch(() => undefined);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), RUN_OPTIONS);
}

/** The id our own Label in Name check reports under. */
export const LABEL_IN_NAME_WORDS = 'label-in-name-words';

/*
 * WCAG 2.5.3 Label in Name, word by word. axe's `label-content-name-mismatch` compares letters, not
 * words, so a button showing "EN" named "Choose a language (current: English)" passes it ("en" is in
 * "english"), as do "FR" in "Français" and "SW" in "Kiswahili". This check wants the visible text as
 * whole words in the name. It looks at controls named by aria-label or aria-labelledby (a name from
 * content holds the visible text by definition); visible text leaves out aria-hidden parts and
 * visually hidden (sr-only) text. A string, not a function: tsx's name-keeping helpers do not exist in
 * the page.
 */
const LABEL_IN_NAME_SCRIPT = `(() => {
  const selector = 'a[href], button, summary, input[type=button], input[type=submit], input[type=reset], ' +
    '[role=button], [role=link], [role=tab], [role=menuitem], [role=menuitemcheckbox], [role=menuitemradio], ' +
    '[role=option], [role=checkbox], [role=radio], [role=switch], [role=treeitem]';
  const words = (text) => text.normalize('NFC').toLowerCase().replace(/[\\p{P}\\p{S}\\s]+/gu, ' ').trim();
  // Hidden visually: an ancestor inside the control clipped to (next to) nothing, as sr-only does.
  const clippedAway = (from, control) => {
    for (let element = from; element && element !== control.parentElement; element = element.parentElement) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.clip.startsWith('rect(0px') || style.clipPath.startsWith('inset(50%') || style.opacity === '0') return true;
      if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
    }
    return false;
  };
  const visibleText = (element) => {
    if (element instanceof HTMLInputElement) return element.value;
    const parts = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent.trim()) continue;
      if (parent.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility !== 'visible' || style.display === 'none') continue;
      if (!clippedAway(parent, element)) parts.push(node.textContent);
    }
    return parts.join(' ');
  };
  const findings = [];
  for (const element of document.querySelectorAll(selector)) {
    const labelledby = element.getAttribute('aria-labelledby');
    const label = element.getAttribute('aria-label');
    if (!labelledby && !label) continue;
    if (element.getClientRects().length === 0 || element.closest('[aria-hidden="true"], [inert]')) continue;
    const visible = words(visibleText(element));
    if (!visible) continue;
    const name = labelledby
      ? labelledby.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      : label;
    if ((' ' + words(name) + ' ').includes(' ' + visible + ' ')) continue;
    const id = element.id ? '#' + element.id : '';
    findings.push(element.tagName.toLowerCase() + id + ' shows "' + visible + '" but is named "' + name.trim() + '"');
  }
  return findings;
})()`;

/** Controls whose accessible name does not contain their visible text as whole words (WCAG 2.5.3). */
async function labelInNameMismatches(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(LABEL_IN_NAME_SCRIPT);
}

/**
 * axe-core with its default and experimental rules on the page as it is now, and our word-by-word
 * Label in Name check (reported as `label-in-name-words`).
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await axeResults(page);
  const findings: AxeFinding[] = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  const mismatches = await labelInNameMismatches(page);
  if (mismatches.length)
    findings.push({
      id: LABEL_IN_NAME_WORDS,
      impact: 'serious',
      help: 'The accessible name must contain the visible text as whole words (WCAG 2.5.3 Label in Name)',
      targets: mismatches.slice(0, 5),
    });
  return findings;
}
