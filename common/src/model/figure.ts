import { type Locale, languageOf } from '../locale';

/**
 * A figure's value: one number and what it counts, the same in every language (docs/decisions/078); each
 * language's page writes it its own way ("11,000+" / "11 000+", "$1B" / "1 Md $"). Its label is words.
 *
 * - count: people, countries, years of experience ("25+", "11,000+"; short: "11K+")
 * - amount: money in `currency` ("$1B" short, "R10,000,000" long)
 * - percent: "25%"
 * - year: a calendar year, never grouped ("2030")
 * - years: a length of time ("5 years")
 *
 * Without zod, so that public pages can format figures without loading it (figure-schema.ts checks them).
 */
export const FIGURE_KINDS = ['count', 'amount', 'percent', 'year', 'years'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** ISO 4217 codes of the group's countries and the usual reference currencies. */
export const CURRENCIES = ['ZAR', 'UGX', 'KES', 'TZS', 'RWF', 'CDF', 'AOA', 'NGN', 'GHS', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface FigureValue {
  kind: FigureKind;
  number: number;
  /** amount: the currency. */
  currency?: Currency | null;
  /** "and more": a "+" after the number. */
  plus?: boolean;
  /** Written short ("11K", "$1B") rather than in full ("11,000", "$1,000,000,000"). */
  short?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The figure as a page in `locale` writes it. */
export function formatFigure(figure: FigureValue, locale: Locale): string {
  const intl = languageOf(locale).numberLocale;
  const compact: Intl.NumberFormatOptions = figure.short
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : {};
  const plus = figure.plus ? '+' : '';
  switch (figure.kind) {
    case 'year':
      return String(Math.trunc(figure.number));
    case 'percent':
      return numberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(figure.number / 100) + plus;
    case 'years':
      return (
        numberFormat(intl, { style: 'unit', unit: 'year', unitDisplay: 'long', maximumFractionDigits: 1 }).format(
          figure.number,
        ) + plus
      );
    case 'amount':
      return (
        numberFormat(intl, {
          style: 'currency',
          currency: figure.currency ?? 'USD',
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: 0,
          maximumFractionDigits: figure.short ? 1 : 0,
          ...compact,
        }).format(figure.number) + plus
      );
    default:
      // A count of four digits is written without a separator ("7800+", SPEC §2.3); larger ones are grouped.
      return (
        numberFormat(intl, { maximumFractionDigits: 1, useGrouping: 'min2', ...compact }).format(figure.number) + plus
      );
  }
}
