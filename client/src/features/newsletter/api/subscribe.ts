import type { Locale } from '@common/locale';
import type { NewsletterResponse } from '@common/newsletter';
import { apiRequest } from '@/lib/api';

export interface SubscribeInput {
  email: string;
  /** The page's language: the confirmation e-mail and the newsletters are written in it. */
  lang: Locale;
}

/** SPEC §7's call; the form names it as its `action`, for the boot script's send before the app is in. */
export const SUBSCRIBE_PATH = '/api/newsletter/subscribe';

/** What a send can end in, each with its SPEC §8 notice (common.newsletter.{outcome}). */
export const NEWSLETTER_OUTCOMES = ['required', 'invalid', 'success', 'already', 'failed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

/** SPEC §7: POST /api/newsletter/subscribe; `success: false` is an error too. */
export async function subscribeToNewsletter(input: SubscribeInput): Promise<NewsletterResponse> {
  const res = await apiRequest('POST', SUBSCRIBE_PATH, input);
  const body = (await res.json()) as NewsletterResponse;
  if (!body.success) throw new Error(body.message || 'Failed to subscribe');
  return body;
}

/** Which failure notice to show: the server's 409 means the address is already on the list. */
export function subscribeFailure(error: unknown): Extract<NewsletterOutcome, 'already' | 'failed'> {
  return error instanceof Error && error.message.startsWith('409') ? 'already' : 'failed';
}
