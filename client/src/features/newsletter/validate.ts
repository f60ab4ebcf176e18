import { newsletterMessages, newsletterSchema } from '@common/newsletter';

export type NewsletterProblem = 'required' | 'invalid';

/**
 * SPEC §5 with the shared schema (the server applies the same one): blank → 'required',
 * not text@text.text without spaces → 'invalid', otherwise null.
 */
export function newsletterProblem(value: string): NewsletterProblem | null {
  const result = newsletterSchema.safeParse({ email: value });
  if (result.success) return null;
  return result.error.issues.some((issue) => issue.message === newsletterMessages.required) ? 'required' : 'invalid';
}
