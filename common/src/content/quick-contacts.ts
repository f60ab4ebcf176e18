/**
 * The three quick-contact cards of the contact page (SPEC §2.6, §3.2). Titles and descriptions
 * are translated in locales/{lang}/contact.ts under `quick.items.{id}`.
 */
export type QuickContactId = 'partnership' | 'investment' | 'media';

export interface QuickContact {
  id: QuickContactId;
  email: string;
  phone: string;
  icon: 'Handshake' | 'TrendingUp' | 'Newspaper';
}

export const quickContacts: readonly QuickContact[] = [
  { id: 'partnership', email: 'partnerships@veb-group.co.za', phone: '+27 11 555 0110', icon: 'Handshake' },
  { id: 'investment', email: 'investments@veb-group.co.za', phone: '+27 11 555 0120', icon: 'TrendingUp' },
  { id: 'media', email: 'media@veb-group.co.za', phone: '+27 11 555 0130', icon: 'Newspaper' },
];
