import type { Company } from '@/components/companies/companies';

/** SPEC §2.2 top-level items, in order. `anchor` items scroll to a home-page section. */
export type NavItem =
  | { kind: 'link'; key: string; to: string }
  | { kind: 'anchor'; key: string; anchor: string }
  | { kind: 'about' }
  | { kind: 'companies' };

export const navItems: readonly NavItem[] = [
  { kind: 'link', key: 'home', to: '/' },
  { kind: 'about' },
  { kind: 'companies' },
  { kind: 'link', key: 'news', to: '/news' },
  { kind: 'link', key: 'impact', to: '/impact' },
  { kind: 'anchor', key: 'partners', anchor: 'partners-investors' },
  { kind: 'link', key: 'careers', to: '/careers' },
  { kind: 'link', key: 'contact', to: '/contact' },
];

/** The About dropdown: the /about page's anchors. */
export const aboutLinks = [
  { key: 'journey', to: '/about#our-journey' },
  { key: 'values', to: '/about#our-values' },
  { key: 'leadership', to: '/about#our-leadership' },
] as const;

/**
 * SPEC §2.2: the dropdown omits SAMDON and VEB Properties; the mobile menu also omits Global Link. Staff
 * choose per company (its `inNavDropdown` and `inMobileMenu` flags).
 */
export const dropdownCompanies = (companies: readonly Company[]) => companies.filter((c) => c.inNavDropdown);
export const mobileMenuCompanies = (companies: readonly Company[]) => companies.filter((c) => c.inMobileMenu);

/** SPEC §2.3: the footer lists the first 8 companies. */
export const FOOTER_COMPANIES = 8;
