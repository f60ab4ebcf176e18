/**
 * The ten companies (SPEC §3.2), in the group's order. Language-neutral facts only: names are
 * proper nouns; taglines, descriptions and stat chips are translated in locales/{lang}/home.ts
 * under `companies.items.{key}`. Staff: replace `website` with each company's real address.
 */
export type CompanyIcon =
  | 'Sprout'
  | 'Sofa'
  | 'GraduationCap'
  | 'Scale'
  | 'Briefcase'
  | 'Camera'
  | 'Building2'
  | 'Home'
  | 'Truck'
  | 'Tractor';

export interface Company {
  /** Key into the translated texts and the /companies/{key} path. */
  key: string;
  name: string;
  /** The company's own site, opened in a new tab; null when it has none (SPEC §2.3). */
  website: string | null;
  icon: CompanyIcon;
  /** Tailwind classes for the card's icon tile. */
  colour: string;
  /** Listed in the desktop Companies dropdown (SPEC §2.2 omits SAMDON and VEB Properties). */
  inNavDropdown: boolean;
  /** Listed in the mobile menu (SPEC §2.2 omits Global Link, SAMDON and VEB Properties). */
  inMobileMenu: boolean;
}

export const companies: Company[] = [
  {
    key: 'greenharvest',
    name: 'VEB Greenharvest',
    website: 'https://greenharvest.veb-group.co.za',
    icon: 'Sprout',
    colour: 'bg-green-100 text-green-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'ecocraft',
    name: 'EcoCraft Interiors',
    website: 'https://ecocraft.veb-group.co.za',
    icon: 'Sofa',
    colour: 'bg-amber-100 text-amber-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'cele',
    name: 'VEB Cele & Associates',
    website: 'https://cele.veb-group.co.za',
    icon: 'GraduationCap',
    colour: 'bg-purple-100 text-purple-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'law-clinic',
    name: 'VEB Law Clinic',
    website: null,
    icon: 'Scale',
    colour: 'bg-slate-200 text-slate-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'ak-business',
    name: 'AK Business Enterprises',
    website: 'https://akbusiness.veb-group.co.za',
    icon: 'Briefcase',
    colour: 'bg-blue-100 text-blue-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'ak-images',
    name: 'AK Images',
    website: 'https://akimages.veb-group.co.za',
    icon: 'Camera',
    colour: 'bg-pink-100 text-pink-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
  {
    key: 'samdon',
    name: 'SAMDON Real Estate',
    website: 'https://samdon.veb-group.co.za',
    icon: 'Building2',
    colour: 'bg-teal-100 text-teal-800',
    inNavDropdown: false,
    inMobileMenu: false,
  },
  {
    key: 'veb-properties',
    name: 'VEB Properties',
    website: null,
    icon: 'Home',
    colour: 'bg-orange-100 text-orange-800',
    inNavDropdown: false,
    inMobileMenu: false,
  },
  {
    key: 'global-link',
    name: 'VEB Global Link',
    website: 'https://globallink.veb-group.co.za',
    icon: 'Truck',
    colour: 'bg-indigo-100 text-indigo-800',
    inNavDropdown: true,
    inMobileMenu: false,
  },
  {
    key: 'agri-extension',
    name: 'Agri-Extension Services',
    website: 'https://agriextension.veb-group.co.za',
    icon: 'Tractor',
    colour: 'bg-lime-100 text-lime-800',
    inNavDropdown: true,
    inMobileMenu: true,
  },
];

/** SPEC §2.1: the name lowercased, spaces to hyphens, '&' to 'and'. */
export function companySlug(name: string): string {
  return name.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '-');
}

/** The home-page anchor of a company's card: #company-{slug}. */
export const companyAnchor = (company: Pick<Company, 'name'>) => `company-${companySlug(company.name)}`;

/** SPEC §2.1 company paths (listed in the data; not screens of their own). */
export const companyPath = (company: Pick<Company, 'key'>) => `/companies/${company.key}`;
