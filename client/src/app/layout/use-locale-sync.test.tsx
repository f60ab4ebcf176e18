import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from '@common/locale';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from '@/i18n';
import { markPageHydrated } from '@/lib/page-hydrated';
import { useLocaleSync } from './use-locale-sync';

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  localStorage.clear();
});

function Frame() {
  useLocaleSync();
  return <p data-testid="locale">{useI18n().locale}</p>;
}

describe('useLocaleSync', () => {
  it("switches to the language saved in the browser only once the page's own content is hydrated", async () => {
    // The cookie is gone (the shared setup expires every cookie between tests); the browser still holds
    // the visitor's French, and the address names no language.
    expect(document.cookie).not.toContain(`${LOCALE_COOKIE}=`);
    expect(location.search).toBe('');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    render(
      <I18nProvider locale="en" messages={{}}>
        <Frame />
      </I18nProvider>,
    );
    // The frame is hydrated, its effects have run, and the page's content may still be the server's:
    // its language must stay the one the server rendered.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('locale').textContent).toBe('en');

    await act(async () => markPageHydrated());
    await vi.waitFor(() => expect(screen.getByTestId('locale').textContent).toBe('fr'));
  });
});
