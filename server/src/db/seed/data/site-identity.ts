import type { SiteIdentity } from '@common/site-identity';

/** The demo group's identity (owners change it in Settings → Site identity; docs/decisions/029). */
export const seedSiteIdentity: SiteIdentity = {
  groupName: 'VEB Group',
  email: 'info@veb-group.co.za',
  phone: '+27 11 555 0140',
  addressLines: ['VEB Group House', '14 Kingfisher Avenue, Bryanston', 'PO Box 78214, Sandton', 'Johannesburg 2146'],
  country: 'South Africa',
  careersEmail: 'careers@veb-group.co.za',
  internshipsEmail: 'internships@veb-group.co.za',
  legalName: 'VEB Group (Pty) Ltd',
  privacyOfficer: 'Thandeka Mokoena',
  privacyEmail: 'privacy@veb-group.co.za',
  legalEmail: 'legal@veb-group.co.za',
  social: {
    linkedin: 'https://www.linkedin.com/company/veb-group',
    x: 'https://x.com/vebgroup',
    facebook: 'https://www.facebook.com/vebgroup',
  },
  translations: { fr: { country: 'Afrique du Sud' }, sw: { country: 'Afrika Kusini' } },
};
