import { audit } from '../../locales/en/audit';

/**
 * Every action code the dictionary words ('staff.invited', 'job.newsletter.delete_unconfirmed'), read
 * from the English dictionary's keys, which every language shares: the list for the action filter.
 */
function codes(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => codes(value, prefix ? `${prefix}.${key}` : key));
}

export const ACTION_CODES = codes(audit.actions, '');

/** The words for an action code, or the code itself when the dictionary has none (a new action). */
export function actionWording(t: (key: string) => string, code: string): string {
  const key = `audit.actions.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/** A line's details as short "name: value" pairs (an e-mail address, a role change, a count). */
export function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}
