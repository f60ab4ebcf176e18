/** The date both documents were last revised (shown at the top, formatted per language). */
export const LEGAL_LAST_UPDATED = '2026-11-21';

/** Language-neutral contact details; the country line is translated. */
export const LEGAL_POSTAL_ADDRESS = ['VEB Group (Pty) Ltd', '23 Rivonia Road, Sandhurst', 'Johannesburg, 2196'];

export const INFORMATION_OFFICER = {
  name: 'Thandeka Mokoena',
  email: 'privacy@veb-group.co.za',
};

export const LEGAL_CONTACT_EMAIL = 'legal@veb-group.co.za';
