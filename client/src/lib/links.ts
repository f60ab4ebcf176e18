/** A mailto: address with an encoded subject and body (spaces as %20, which every mail client reads). */
export function mailtoHref(email: string, fields: { subject?: string; body?: string } = {}): string {
  const params = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}

/** A tel: address from a displayed number ('+27 11 555 0100' → 'tel:+27115550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
