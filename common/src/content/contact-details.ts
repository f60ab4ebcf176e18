/**
 * The group's general contact details shown in the footer (SPEC §2.3). Language-neutral; the
 * country line is translated (common.footer.country). Staff: replace with the real details.
 */
export interface ContactDetails {
  /** Postal address lines, without the country. */
  postalAddress: readonly string[];
  phone: string;
  email: string;
}

export const groupContact: ContactDetails = {
  postalAddress: ['VEB Group House', '14 Kingfisher Avenue, Bryanston', 'PO Box 78214, Sandton', 'Johannesburg 2146'],
  phone: '+27 11 555 0140',
  email: 'info@veb-group.co.za',
};
