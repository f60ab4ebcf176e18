import { describe, expect, it } from 'vitest';
import { formatFigure } from './figure';
import { figureSchema } from './figure-schema';

describe('a figure is one number, written each language’s way', () => {
  it('groups digits as each language does', () => {
    const beneficiaries = { kind: 'count', number: 11000, plus: true } as const;
    expect(formatFigure(beneficiaries, 'en')).toBe('11,000+');
    expect(formatFigure(beneficiaries, 'fr')).toBe('11\u202f000+');
    expect(formatFigure(beneficiaries, 'sw')).toBe('11,000+');
  });

  it('writes amounts with their currency, short or in full', () => {
    const vision = { kind: 'amount', number: 1e9, currency: 'USD', short: true } as const;
    expect(formatFigure(vision, 'en')).toBe('$1B');
    expect(formatFigure(vision, 'fr')).toBe('1\u00a0Md\u00a0$');
    expect(formatFigure({ kind: 'amount', number: 10_000_000, currency: 'ZAR' }, 'en')).toBe('R\u00a010,000,000');
  });

  it('never groups a year, and writes percentages and lengths of time', () => {
    expect(formatFigure({ kind: 'year', number: 2030 }, 'fr')).toBe('2030');
    expect(formatFigure({ kind: 'percent', number: 25 }, 'fr')).toBe('25\u00a0%');
    expect(formatFigure({ kind: 'years', number: 5 }, 'en')).toBe('5 years');
    expect(formatFigure({ kind: 'years', number: 5 }, 'fr')).toBe('5 ans');
  });

  it('refuses an amount without a currency and a year with a fraction', () => {
    expect(figureSchema.safeParse({ kind: 'amount', number: 5 }).success).toBe(false);
    expect(figureSchema.safeParse({ kind: 'year', number: 2030.5 }).success).toBe(false);
    expect(figureSchema.safeParse({ kind: 'count', number: 34 }).success).toBe(true);
  });
});
