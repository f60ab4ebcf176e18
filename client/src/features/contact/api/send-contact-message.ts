import type { ContactPayload, ContactResponse } from '@common/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { FormToken } from './form-token';

/**
 * POST /api/contact (SPEC §7). A non-OK status already throws in `apiRequest`; an OK answer that
 * says `success: false` is a failure too, with the server's message as the error text.
 */
async function sendContactMessage(values: ContactPayload): Promise<ContactResponse> {
  const res = await apiRequest('POST', '/api/contact', values);
  const body = (await res.json()) as ContactResponse;
  if (!body.success) throw new Error(body.message || 'Failed to send message');
  return body;
}

/** Sends the values with the form's time stamp (waiting for it if it is still on its way). */
export function useSendContactMessage(token: FormToken) {
  return useMutation({
    mutationFn: async (values: ContactPayload) => {
      const formToken = await token.get();
      return sendContactMessage(formToken ? { ...values, formToken } : values);
    },
  });
}
