// @vitest-environment jsdom

import { messages as en } from '@common/content/locales/en';
import { messages as fr } from '@common/content/locales/fr';
import type { Locale } from '@common/locale';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AppMessages, I18nProvider } from '@/i18n';
import { AfricaMap } from './AfricaMap';

function renderMap(locale: Locale = 'en', messages: AppMessages = en) {
  render(
    <I18nProvider locale={locale} messages={messages}>
      <AfricaMap />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const country = (name: string) => screen.getByRole('option', { name });
const tooltip = () => screen.queryByRole('tooltip');

const CASES = [
  { name: 'South Africa - Current Presence', kind: 'current presence' },
  { name: 'Kenya - Expansion Target', kind: 'expansion target' },
  { name: 'Nigeria', kind: 'neutral country' },
];

describe('AfricaMap', () => {
  it('renders the 54 countries as named options in one listbox, with a single Tab stop', () => {
    renderMap();
    const map = screen.getByRole('listbox', { name: "Map of Africa showing VEB Group's footprint" });
    expect(map).toHaveAccessibleDescription(/arrow keys/);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(54);
    expect(new Set(options.map((option) => option.getAttribute('aria-label'))).size).toBe(54);
    expect(options.filter((option) => option.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(country('South Africa - Current Presence')).toBeInTheDocument();
    expect(country('Uganda - Current Presence')).toBeInTheDocument();
    expect(country('Angola - Expansion Target')).toBeInTheDocument();
    expect(country('DR Congo - Expansion Target')).toBeInTheDocument();
  });

  it.each(CASES)('shows the tooltip of a $kind on hover and hides it on leave', async ({ name }) => {
    const user = renderMap();
    expect(tooltip()).toBeNull();
    await user.hover(country(name));
    expect(tooltip()).toHaveTextContent(name);
    await user.unhover(country(name));
    expect(tooltip()).toBeNull();
  });

  it.each(CASES)('shows the tooltip of a $kind on focus and hides it on blur', ({ name }) => {
    renderMap();
    act(() => country(name).focus());
    expect(tooltip()).toHaveTextContent(name);
    act(() => country(name).blur());
    expect(tooltip()).toBeNull();
  });

  it('moves between countries with arrows, Home, End and type-ahead', async () => {
    const user = renderMap();
    await user.tab();
    expect(country('Algeria')).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Algeria');
    await user.keyboard('{ArrowRight}');
    expect(country('Angola - Expansion Target')).toHaveFocus();
    expect(country('Angola - Expansion Target')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(country('Zimbabwe')).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(country('Algeria')).toHaveFocus();
    await user.keyboard('k');
    expect(country('Kenya - Expansion Target')).toHaveFocus();
    await user.keyboard('s');
    expect(country('São Tomé and Príncipe')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    // Leaving the map and coming back lands on the last country visited.
    await user.tab();
    expect(country('São Tomé and Príncipe')).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(country('São Tomé and Príncipe')).toHaveFocus();
  });

  it('clamps zoom to 1..8 from the buttons and the keyboard', async () => {
    const user = renderMap();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 1×');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    for (let i = 0; i < 5; i++) await user.click(zoomIn);
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 8×');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveFocus();

    for (let i = 0; i < 5; i++) await user.click(zoomOut);
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 1×');

    act(() => country('Kenya - Expansion Target').focus());
    await user.keyboard('++++');
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 8×');
    await user.keyboard('-');
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 4×');
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByRole('status')).toHaveTextContent('Zoom level 1×');
  });

  it('speaks the visitor’s language', async () => {
    const user = renderMap('fr', fr);
    await user.hover(country('Afrique du Sud - Présence actuelle'));
    expect(tooltip()).toHaveTextContent('Afrique du Sud - Présence actuelle');
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    // Keyboard order follows the French alphabet: Afrique du Sud comes first.
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Afrique du Sud - Présence actuelle');
  });
});
