import { CURRENCIES, type Currency, FIGURE_KINDS, type FigureKind, type FigureValue } from '@common/model/figure';

/* A figure (common/src/model/figure.ts) as the kit's form holds it, and back (docs/decisions/078). */

/** A figure as its inputs hold it: the number as typed. */
export interface FigureDraft {
  kind: FigureKind | '';
  number: string;
  currency: Currency | '';
  plus: boolean;
  short: boolean;
}

const isFigureKind = (value: unknown): value is FigureKind => (FIGURE_KINDS as readonly unknown[]).includes(value);
const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

export function figureDraftOf(value: unknown): FigureDraft {
  const figure = (value ?? {}) as Partial<FigureValue>;
  return {
    kind: isFigureKind(figure.kind) ? figure.kind : '',
    number: typeof figure.number === 'number' ? String(figure.number) : '',
    currency: isCurrency(figure.currency) ? figure.currency : '',
    plus: figure.plus === true,
    short: figure.short === true,
  };
}

/**
 * A typed number: digits with spaces or a thousands separator as a person writes them ("11 000", "11,000",
 * "1.000.000"), and a decimal part after a point or a comma ("1.5", "1,5"). Anything else is NaN, which the
 * shared schema names.
 */
export function parseNumber(text: string): number {
  const bare = text.replace(/[\s\u00a0\u202f_']/g, '');
  if (bare === '') return Number.NaN;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return Number(bare.replaceAll(',', ''));
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(bare)) return Number(bare.replaceAll('.', '').replace(',', '.'));
  if (/^\d+([.,]\d+)?$/.test(bare)) return Number(bare.replace(',', '.'));
  return Number.NaN;
}

/** A figure as the payload holds it (only what applies: a currency for an amount, "+" and short when set). */
export function figureOf(draft: FigureDraft): FigureValue | null {
  if (draft.kind === '') return null;
  return {
    kind: draft.kind,
    number: parseNumber(draft.number),
    ...(draft.kind === 'amount' ? { currency: draft.currency === '' ? null : draft.currency } : {}),
    ...(draft.plus && draft.kind !== 'year' ? { plus: true } : {}),
    ...(draft.short && (draft.kind === 'count' || draft.kind === 'amount') ? { short: true } : {}),
  };
}
