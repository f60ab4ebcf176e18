import type { LinkOutcome } from '@common/newsletter';

export type LinkAction = 'confirm' | 'unsubscribe';

/**
 * Confirms a subscription or ends one with the token of an e-mail's link (POST, never on opening the page:
 * mail scanners open links). 410: expired; 404 or 400: not valid (used, unknown, cut short).
 */
export async function postLinkToken(action: LinkAction, token: string): Promise<LinkOutcome> {
  try {
    const res = await fetch(`/api/newsletter/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    });
    if (res.ok) return 'done';
    if (res.status === 410) return 'expired';
    return res.status === 404 || res.status === 400 ? 'invalid' : 'failed';
  } catch {
    return 'failed';
  }
}
