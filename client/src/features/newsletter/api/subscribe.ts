import type { Locale } from '@common/locale';
import type { NewsletterResponse } from '@common/newsletter';
import { apiRequest } from '@/lib/api';

export interface SubscribeInput {
  email: string;
  /** The page's language: the confirmation e-mail and the newsletters are written in it. */
  lang: Locale;
}

/** SPEC §7: POST /api/newsletter/subscribe; `success: false` is an error too. */
export async function subscribeToNewsletter(input: SubscribeInput): Promise<NewsletterResponse> {
  const res = await apiRequest('POST', '/api/newsletter/subscribe', input);
  const body = (await res.json()) as NewsletterResponse;
  if (!body.success) throw new Error(body.message || 'Failed to subscribe');
  return body;
}

/** Which failure notice to show: the server's 409 means the address is already on the list. */
export function subscribeFailure(error: unknown): 'already' | 'failed' {
  return error instanceof Error && error.message.startsWith('409') ? 'already' : 'failed';
}
