import { messages } from '@common/content/locales/en';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider, useI18n } from './index';
import { interpolate, lookup } from './lookup';

function Probe({ k }: { k: string }) {
  const { t } = useI18n();
  return <p>{t(k)}</p>;
}

describe('i18n', () => {
  it('looks up dotted keys and shows the key when the text is missing (SPEC §4)', () => {
    expect(lookup({ a: { b: 'Hello' } }, 'a.b')).toBe('Hello');
    expect(lookup({ a: { b: 'Hello' } }, 'a.c')).toBe('a.c');
    expect(lookup({ a: { b: 'Hello' } }, 'a.b.c')).toBe('a.b.c');
    expect(lookup({ a: '' }, 'a')).toBe('a');
  });

  it('fills placeholders', () => {
    expect(interpolate('Showing {from} to {to}', { from: 1, to: 9 })).toBe('Showing 1 to 9');
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
  });

  it('renders through the provider', () => {
    render(
      <I18nProvider locale="en" messages={messages}>
        <Probe k="news.allArticles" />
        <Probe k="news.nope" />
      </I18nProvider>,
    );
    expect(screen.getByText('All Articles')).toBeInTheDocument();
    expect(screen.getByText('news.nope')).toBeInTheDocument();
  });

  it('throws a developer error when the hook is used outside its provider (SPEC §8)', () => {
    // React reports the thrown error on the console; that is the expected outcome here.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe k="x" />)).toThrow('useI18n must be used within an I18nProvider');
    spy.mockRestore();
  });
});
