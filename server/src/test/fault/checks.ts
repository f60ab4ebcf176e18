import { describeOutcome, type Outcome } from './http';

/**
 * The rules of decision 011 for one answer, as a list of problems (empty when it obeys them), so a test can
 * report every broken rule at once instead of stopping at the first.
 */

/** A 503 from the site while the database is away: Retry-After and `{success: false, message}`. */
export function unavailableProblems(o: Outcome): string[] {
  const problems: string[] = [];
  if (o.status !== 503) return [`expected 503, got ${describeOutcome(o)}`];
  if (!o.headers?.['retry-after']) problems.push(`503 without Retry-After: ${describeOutcome(o)}`);
  if (!String(o.headers?.['content-type']).startsWith('application/json')) {
    problems.push(`503 that is not JSON (${o.headers?.['content-type']}): ${describeOutcome(o)}`);
  } else {
    try {
      const body = JSON.parse(o.body ?? '');
      if (body.success !== false || typeof body.message !== 'string' || body.message.length === 0) {
        problems.push(`503 body is not {success: false, message}: ${describeOutcome(o)}`);
      }
    } catch {
      problems.push(`503 body is not JSON: ${describeOutcome(o)}`);
    }
  }
  return problems;
}

/** `count` examples of a kind of problem, and how many there were. */
export function summarise(label: string, items: string[], count = 5): string[] {
  if (items.length === 0) return [];
  const more = items.length > count ? ` (and ${items.length - count} more)` : '';
  return [`${label}: ${items.length}${more}\n    ${items.slice(0, count).join('\n    ')}`];
}

export const is2xx = (o: Outcome) => o.status !== undefined && o.status >= 200 && o.status < 300;

/** The marker a contact message carries in its text (http.ts contactMessage). */
export function markerIn(message: string): string | undefined {
  return /Fault test message (\S+),/.exec(message)?.[1];
}
