import { type Browser, type CDPSession, chromium, devices, type Page } from '@playwright/test';
import { SUBSCRIBE_PATH } from '../../client/src/features/newsletter/api/subscribe';
import { common } from '../../common/src/content/locales/en/common';
import { contact } from '../../common/src/content/locales/en/contact';
import { map } from '../../common/src/content/locales/en/map';
import { measurePageBytes, networkIdle } from '../audit/lib/bytes';
import { auditRoutes, BUDGETS, CHROMIUM_FLAGS, CHROMIUM_PATH, kb } from '../audit/lib/config';
import { table, verdict } from '../audit/lib/table';
import { ms } from './load';
import type { Pinning } from './pin';
import { type Server, startSite } from './servers';

/**
 * Decisions 057 and 098: JavaScript before interaction and the first use of each interaction, as a visitor
 * on a phone sees them.
 * - Bytes: a fresh browser context at 375 px per route, every script response counted (as transferred,
 *   brotli) until the network has been idle for two seconds (scripts/audit/lib/bytes.ts).
 * - First use: each interaction twice, unthrottled and on a slow phone (`SLOW_PHONE`: 4x CPU, 150 ms
 *   latency, 1.6 Mbit/s, applied through DevTools), in a fresh context: the page loaded and its network
 *   idle (a visitor who read the page first), then one act (a tap, a key); the figure is from that act's
 *   first input event to the first animation frame in which the page shows the answer, SPEC's answer (the
 *   dialog open, the results for what was typed, the page in French, the country's tooltip, SPEC §5's
 *   messages and toasts).
 */
const FIRST_USE_BUDGET_MS = 300;

/**
 * What a first use is judged by (decision 099): its answer; a send, its answer less the time its own
 * request took (150 ms of latency at least, and the server's work), which the page cannot shorten.
 */
type Judged = 'answer' | 'answer less its request';

/** Decision 098's slow phone: a prepaid phone on a slow mobile network. */
const SLOW_PHONE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };

interface BytesRow {
  route: string;
  js: number;
  files: number;
}

interface FirstUseRow {
  label: string;
  throttled: boolean;
  /** Milliseconds from the input to the frame showing the answer; undefined when it never came. */
  ms?: number;
  /** The answer's own request, start to end of its response, when the use names one (`request`). */
  requestMs?: number;
  /**
   * The interaction's latency as the browser's Event Timing reports it (the longest of the tap's events,
   * input to the next paint: what INP counts); undefined when the tap left the page before it was reported.
   */
  nextPaintMs?: number;
  error?: string;
}

export interface InteractionsResult {
  bytes: BytesRow[];
  firstUse: FirstUseRow[];
}

const PHONE = { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 };

interface FirstUse {
  label: string;
  path: string;
  /** Refuses the app's scripts (the boot script has run): the visitor acts before they could arrive. */
  holdApp?: boolean;
  /** A computer at 1280 px with a mouse instead of the phone (the header's language menu is the computer's). */
  desktop?: boolean;
  /** Brings the page to the state just before the measured act (not measured). */
  before?: (page: Page) => Promise<void>;
  /** The act that is measured; its first `input` event (a tap's pointerdown by default) starts the clock. */
  tap: (page: Page) => Promise<void>;
  input?: 'pointerdown' | 'keydown';
  /**
   * Runs in the page on every animation frame: the frame's time once the page shows the answer, else false.
   * `text` is the English dictionary's words the check needs (a page function cannot close over them).
   */
  shown: (text: typeof TEXT) => number | false;
  /** Decision 099: what the budget is held to (the answer unless said). */
  judged?: Judged;
  /** The path of the request the answer waits for (`judged: 'answer less its request'`). */
  request?: string;
}

const TEXT = {
  zoomOut: map.zoom.out,
  contactErrors: [
    contact.form.errors.nameMin,
    contact.form.errors.email,
    contact.form.errors.phone,
    contact.form.errors.subject,
    contact.form.errors.messageMin,
  ],
  newsletterRequired: common.newsletter.required.title,
  newsletterSuccess: common.newsletter.success.title,
  country: 'Uganda',
};

/** Opens the menu (if it is not) and reads it: until the network has been idle for 2 s. */
async function openMenuAndRead(page: Page): Promise<void> {
  const idle = networkIdle(page);
  if ((await page.locator('dialog[open]').count()) === 0)
    await page.getByRole('button', { name: common.nav.openMenu }).tap();
  await page.locator('dialog[open] a[hreflang="fr"]').waitFor();
  await idle.settled;
  idle.stop();
}

/**
 * Before the app is in, the link loads the French page: the answer is its first contentful paint. With the
 * app, the switch is in place: the provider sets the document's language once the French text is in.
 */
function frenchShown(): number | false {
  if (document.documentElement.lang !== 'fr') return false;
  const navigated = performance.getEntriesByType('navigation')[0]?.name.includes('lang=fr');
  if (!navigated) return performance.now();
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint === undefined ? false : paint.startTime;
}

const searchOpen = () => {
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.closest('dialog[open]') !== null && performance.now();
};

const FIRST_USES: FirstUse[] = [
  {
    label: 'menu: open',
    path: '/',
    tap: (page) => page.getByRole('button', { name: common.nav.openMenu }).tap(),
    shown: () => document.querySelector('dialog[open]') !== null && performance.now(),
  },
  {
    label: 'search: open, focus in the box',
    path: '/',
    tap: (page) => page.getByRole('button', { name: common.search.shortcut }).tap(),
    shown: searchOpen,
  },
  {
    label: 'search: typed right after opening',
    path: '/',
    input: 'keydown',
    before: async (page) => {
      await page.getByRole('button', { name: common.search.shortcut }).tap();
      await page.locator('dialog[open] input').waitFor();
    },
    tap: (page) => page.keyboard.type('law'),
    // The results for what was typed (the server's list before the app, the app's options after): one
    // naming the law clinic, and none that does not match.
    shown: () => {
      const options = [
        ...document.querySelectorAll<HTMLElement>('dialog[open] [role="option"], dialog[open] [data-search]'),
      ].filter((option) => option.offsetParent !== null);
      return (
        options.length > 0 && options.every((option) => /law/i.test(option.textContent ?? '')) && performance.now()
      );
    },
  },
  {
    label: 'search: Ctrl+K (1280 px)',
    path: '/about',
    desktop: true,
    input: 'keydown',
    tap: (page) => page.keyboard.press('Control+k'),
    shown: searchOpen,
  },
  {
    label: 'language menu: open (1280 px)',
    path: '/about',
    desktop: true,
    tap: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /Choose a language/ })
        .click(),
    // The menu's links on screen (a popover is in the top layer: no offsetParent).
    shown: () =>
      [...document.querySelectorAll<HTMLElement>('header a[hreflang="fr"]')].some((item) => item.checkVisibility()) &&
      performance.now(),
  },
  {
    label: 'language: French from the menu, app not in yet',
    path: '/about',
    // A visitor quicker than the app: its scripts are held back, so the link loads the French page.
    holdApp: true,
    before: openMenuAndRead,
    tap: (page) => page.locator('dialog[open] a[hreflang="fr"]').tap(),
    shown: frenchShown,
  },
  {
    label: 'language: French from the menu, app in',
    path: '/about',
    before: async (page) => {
      await page.getByRole('button', { name: common.nav.openMenu }).tap();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 60_000,
      });
      await openMenuAndRead(page);
    },
    tap: (page) => page.locator('dialog[open] a[hreflang="fr"]').tap(),
    shown: frenchShown,
  },
  {
    label: 'map: zoom in',
    path: '/',
    before: scrollToMap,
    tap: (page) => page.getByRole('button', { name: map.zoom.in }).tap(),
    // Zooming in enables the zoom-out button.
    shown: (text) =>
      [...document.querySelectorAll('button[aria-label]')].some(
        (b) => b.getAttribute('aria-label') === text.zoomOut && b.getAttribute('aria-disabled') !== 'true',
      ) && performance.now(),
  },
  {
    label: "map: a country's tooltip",
    path: '/',
    before: scrollToMap,
    tap: (page) => page.getByRole('option', { name: /^Uganda/ }).tap(),
    shown: (text) => {
      const tip = document.querySelector('[role="tooltip"]');
      return tip !== null && (tip.textContent ?? '').includes(text.country) && performance.now();
    },
  },
  {
    label: 'newsletter: empty address',
    path: '/about',
    before: (page) => page.getByRole('button', { name: common.newsletter.submit }).scrollIntoViewIfNeeded(),
    tap: (page) => page.getByRole('button', { name: common.newsletter.submit }).tap(),
    shown: (text) =>
      [...document.querySelectorAll('[role="alert"], [role="status"], li')].some((toast) =>
        (toast.textContent ?? '').includes(text.newsletterRequired),
      ) && performance.now(),
  },
  {
    label: 'newsletter: subscribed right after autofill',
    path: '/about',
    before: async (page) => {
      await page.getByRole('button', { name: common.newsletter.submit }).scrollIntoViewIfNeeded();
      await autofillAddress(page);
    },
    tap: (page) => page.getByRole('button', { name: common.newsletter.submit }).tap(),
    shown: subscribedShown,
    judged: 'answer less its request',
    request: SUBSCRIBE_PATH,
  },
  {
    label: 'newsletter: subscribed, the address typed (app in)',
    path: '/about',
    before: async (page) => {
      await page.getByRole('button', { name: common.newsletter.submit }).scrollIntoViewIfNeeded();
      await autofillAddress(page);
      // Typing an address takes a visitor seconds: the app, started as the field took focus, and the send's
      // code, asked for then too, are in by its end.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 60_000,
      });
      const idle = networkIdle(page);
      await idle.settled;
      idle.stop();
    },
    tap: (page) => page.getByRole('button', { name: common.newsletter.submit }).tap(),
    shown: subscribedShown,
    judged: 'answer less its request',
    request: SUBSCRIBE_PATH,
  },
  {
    label: 'contact form: send empty',
    path: '/contact',
    before: (page) => page.getByRole('button', { name: contact.form.submit }).scrollIntoViewIfNeeded(),
    tap: (page) => page.getByRole('button', { name: contact.form.submit }).tap(),
    // SPEC §5's five messages under their fields (the browser's own bubble is not the answer).
    shown: (text) => {
      const shownMessages = [...document.querySelectorAll<HTMLElement>('form p[id$="-error"]')]
        .filter((p) => !p.hidden && p.offsetParent !== null)
        .map((p) => p.textContent?.trim());
      return text.contactErrors.every((message) => shownMessages.includes(message)) && performance.now();
    },
  },
];

/** A fresh address in the footer's box as the browser's autofill puts it (a second one is answered apart). */
async function autofillAddress(page: Page): Promise<void> {
  await page
    .getByRole('contentinfo')
    .getByRole('textbox')
    .fill(`bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`);
}

function subscribedShown(text: typeof TEXT): number | false {
  return (
    [...document.querySelectorAll('[role="alert"], [role="status"], li')].some((toast) =>
      (toast.textContent ?? '').includes(text.newsletterSuccess),
    ) && performance.now()
  );
}

/** The map's code loads when its section nears the viewport: the visitor scrolls there first. */
async function scrollToMap(page: Page): Promise<void> {
  await page.locator('#africa-footprint').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: map.zoom.in }).waitFor({ timeout: 60_000 });
  // The scroll was the first sign: the app loads and then the map's code as the section comes near.
  const idle = networkIdle(page);
  await idle.settled;
  idle.stop();
}

/** BENCH_FIRST_USES, a regular expression, measures only the first uses whose label it matches. */
function chosenUses(): FirstUse[] {
  const only = process.env.BENCH_FIRST_USES;
  return only ? FIRST_USES.filter(({ label }) => new RegExp(only, 'i').test(label)) : FIRST_USES;
}

async function throttle(page: Page, slow: boolean): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  if (!slow) return session;
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
  return session;
}

/**
 * Starts checking, in the page and before the tap, on every animation frame: the first frame showing the
 * answer is recorded by the page itself, so the figure does not include the time Playwright takes to start
 * watching after the tap (a round trip to the browser, long at 4x CPU). Evaluated as a string through
 * DevTools (the page's policy forbids building code from a string, DevTools is not bound by it).
 */
async function watchFrames(page: Page, use: FirstUse): Promise<void> {
  await page.evaluate(`(() => {
    const shown = ${use.shown.toString()};
    const text = ${JSON.stringify(TEXT)};
    const frame = () => {
      const at = shown(text);
      if (at === false) requestAnimationFrame(frame);
      else window.benchShownAt = performance.timeOrigin + at;
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        window.benchNextPaint = Math.max(window.benchNextPaint ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  })()`);
}

/** The Event Timing latency of the tap, once reported (it comes after the next paint), if the page is still there. */
async function nextPaint(page: Page): Promise<number | undefined> {
  try {
    const reported = await page.waitForFunction(
      () => (window as unknown as { benchNextPaint?: number }).benchNextPaint ?? false,
      undefined,
      { timeout: 3000 },
    );
    return (await reported.jsonValue()) as number;
  } catch {
    return undefined;
  }
}

/** The wall-clock time of the first frame showing the answer, in this page or the one the tap loaded. */
async function waitShown(page: Page): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      // This page's own record, or (after the tap loaded another page) the check in the new page.
      const shown = await page.waitForFunction(
        (text) => {
          const recorded = (window as unknown as { benchShownAt?: number }).benchShownAt;
          if (recorded !== undefined) return recorded;
          const check = (window as unknown as { benchCheck?: (t: typeof text) => number | false }).benchCheck;
          const at = check?.(text);
          return at !== undefined && at !== false && performance.timeOrigin + at;
        },
        TEXT,
        { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
      );
      return (await shown.jsonValue()) as number;
    } catch (error) {
      // The tap loaded another page while the check ran: check again in the new one.
      if (Date.now() < deadline && /context was destroyed|navigation/i.test((error as Error).message)) continue;
      throw error;
    }
  }
}

/** How long the use's own request took, from its start to the end of its response (Resource Timing). */
async function requestTime(page: Page, use: FirstUse): Promise<number | undefined> {
  if (use.request === undefined) return undefined;
  return page.evaluate((path) => {
    const entry = performance.getEntriesByType('resource').findLast((e) => new URL(e.name).pathname === path) as
      | PerformanceResourceTiming
      | undefined;
    return entry && entry.responseEnd - entry.startTime;
  }, use.request);
}

/** The figure the budget is held to (decision 099), undefined when there is none. */
export function judgedFigure(row: FirstUseRow, judged: Judged = 'answer'): number | undefined {
  if (judged === 'answer less its request')
    return row.ms === undefined || row.requestMs === undefined ? undefined : row.ms - row.requestMs;
  return row.ms;
}

async function firstUse(browser: Browser, origin: string, use: FirstUse, throttled: boolean): Promise<FirstUseRow> {
  const context = await browser.newContext(use.desktop ? { viewport: { width: 1280, height: 800 } } : PHONE);
  const page = await context.newPage();
  const row = { label: use.label, throttled };
  try {
    const session = await throttle(page, throttled);
    const idle = networkIdle(page);
    await page.goto(`${origin}${use.path}`, { waitUntil: 'load', timeout: 60_000 });
    await idle.settled;
    idle.stop();
    // Scripts refused through DevTools, not Playwright's routing, which turns the HTTP cache off (and with
    // it the page the menu fetched ahead). The boot script, already run, is all this page has.
    if (use.holdApp) await session.send('Network.setBlockedURLs', { urls: ['*/assets/*.js'] });
    await use.before?.(page);
    // Times are on the wall clock (the page's time origin plus its clock), as a tap may load another page.
    let input: number | undefined;
    await page.exposeFunction('benchInput', (at: number) => {
      input ??= at;
    });
    await page.evaluate((type) => {
      const w = window as unknown as { benchInput: (at: number) => void };
      addEventListener(type, (event) => w.benchInput(performance.timeOrigin + event.timeStamp), { capture: true });
    }, use.input ?? 'pointerdown');
    await watchFrames(page, use);
    // A page the tap loads checks from its start.
    await page.addInitScript(`window.benchCheck = ${use.shown.toString()}`);
    await use.tap(page);
    const at = await waitShown(page);
    if (input === undefined) return { ...row, error: `no ${use.input ?? 'pointerdown'} seen` };
    return { ...row, ms: at - input, nextPaintMs: await nextPaint(page), requestMs: await requestTime(page, use) };
  } catch (error) {
    return { ...row, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

export async function interactionsPhase(
  outDir: string,
  pinning: Pinning,
  env: Record<string, string>,
  progress: (line: string) => void,
): Promise<InteractionsResult> {
  const site: Server = await startSite(outDir, pinning, env);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const bytes: BytesRow[] = [];
    // Measuring a few first uses (BENCH_FIRST_USES) leaves the bytes out.
    const routes = process.env.BENCH_FIRST_USES ? [] : await auditRoutes(site.origin);
    for (const route of routes) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const measured = await measurePageBytes(page, `${site.origin}${route}`);
      const scripts = measured.files.filter((f) => f.type === 'script');
      bytes.push({ route, js: measured.js, files: scripts.length });
      await context.close();
    }
    progress('  bytes before interaction measured');
    const firstUses: FirstUseRow[] = [];
    for (const use of chosenUses()) {
      for (const throttled of [false, true]) firstUses.push(await firstUse(browser, site.origin, use, throttled));
    }
    progress('  first uses measured');
    return { bytes, firstUse: firstUses };
  } finally {
    await browser.close();
    await site.stop();
  }
}

export function interactionsReport(result: InteractionsResult): string {
  const bytes = table([
    ['route (375 px, fresh context)', 'scripts', 'JS (brotli, as sent)', `target <= ${kb(BUDGETS.jsBytes)}`],
    ...result.bytes.map((row) => [row.route, row.files, kb(row.js), verdict(kb(row.js), row.js <= BUDGETS.jsBytes)]),
  ]);
  const phone = `${SLOW_PHONE.cpu}x CPU, ${SLOW_PHONE.latencyMs} ms, ${SLOW_PHONE.downKbps / 1000} Mbit/s`;
  const figure = (row: FirstUseRow | undefined) =>
    row === undefined ? '' : row.ms === undefined ? `no answer: ${row.error}` : ms(row.ms);
  const uses = table([
    [
      'first use (375 px, touch)',
      'unthrottled',
      `slow phone (${phone})`,
      'its INP',
      'its request',
      'judged by',
      `target <= ${FIRST_USE_BUDGET_MS} ms`,
    ],
    ...chosenUses().map(({ label, judged = 'answer' }) => {
      const fast = result.firstUse.find((row) => row.label === label && !row.throttled);
      const slow = result.firstUse.find((row) => row.label === label && row.throttled);
      const held = slow && judgedFigure(slow, judged);
      return [
        label,
        figure(fast),
        figure(slow),
        slow?.nextPaintMs === undefined ? 'page left' : ms(slow.nextPaintMs),
        slow?.requestMs === undefined ? '' : ms(slow.requestMs),
        judged,
        held === undefined ? 'FAIL' : verdict(ms(held), held <= FIRST_USE_BUDGET_MS),
      ];
    }),
  ]);
  return `${bytes}\n\n${uses}\n(what each is judged by: decision 099)`;
}
