/**
 * The only script a page fetches before its first paint (docs/decisions/016). The server's HTML is the
 * page; the app's code hydrates it afterwards, so nothing of the app is requested until the browser has
 * shown the page: the first contentful paint (reported once the frame is on screen), or two frames later
 * where paint timing is not available. Then the app's entry and every chunk the page hydrates with (listed
 * by the server from Vite's manifest in the APP_MODULES_ID block) are requested at once, so they arrive together.
 */
import { APP_MODULES_ID, type AppModules } from '@common/app-modules';
import './styles.css';

function start(): void {
  const element = document.getElementById(APP_MODULES_ID);
  if (!element?.textContent) return;
  const { entry, preload } = JSON.parse(element.textContent) as AppModules;
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  start();
}

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

afterFirstPaint(startOnce);
