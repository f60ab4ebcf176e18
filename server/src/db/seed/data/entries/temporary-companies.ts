import type { SeedEntry } from '../../types';

/**
 * TEMPORARY (careers branch only): the ten companies in English, so the careers seed's openings can refer
 * to them while the "home" helper's companies seed (with its translations) is not on main yet. When both
 * branches are merged, delete this file and its line in index.ts: the home helper's list replaces it
 * (keys = slugs: greenharvest, ecocraft, cele, law-clinic, ak-business, ak-images, samdon,
 * veb-properties, global-link, agri-extension).
 */
export const temporaryCompanies: SeedEntry[] = [
  {
    kind: 'company',
    key: 'greenharvest',
    values: {
      slug: 'greenharvest',
      name: 'VEB Greenharvest',
      tagline: 'Farming for food security',
      description:
        'Commercial and cooperative farming of vegetables, grains and livestock, with market access and shared equipment for smallholder members.',
      website: 'https://greenharvest.veb-group.co.za',
      icon: 'Sprout',
      colour: 'green',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'ecocraft',
    values: {
      slug: 'ecocraft',
      name: 'EcoCraft Interiors',
      tagline: 'Furniture and mattresses made in Africa',
      description:
        'Beds, mattresses, school and office furniture built at our Benoni hub from certified timber, for retailers, schools and homes.',
      website: 'https://ecocraft.veb-group.co.za',
      icon: 'Sofa',
      colour: 'amber',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'cele',
    values: {
      slug: 'cele',
      name: 'VEB Cele & Associates',
      tagline: 'Skills that build livelihoods',
      description:
        'Accredited training in trades, digital skills and enterprise, from the handyperson programme to youth job-readiness courses.',
      website: 'https://cele.veb-group.co.za',
      icon: 'GraduationCap',
      colour: 'purple',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'law-clinic',
    values: {
      slug: 'law-clinic',
      name: 'VEB Law Clinic',
      tagline: 'Justice within reach',
      description:
        'Affordable legal advice for families and small businesses: wills, tenancy, labour matters and contracts, with free advice days in townships.',
      website: null,
      icon: 'Scale',
      colour: 'slate',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'ak-business',
    values: {
      slug: 'ak-business',
      name: 'AK Business Enterprises',
      tagline: 'ICT and business solutions',
      description:
        'IT services, supply chain support and mentoring that help small and growing businesses run better and reach new customers.',
      website: 'https://akbusiness.veb-group.co.za',
      icon: 'Briefcase',
      colour: 'blue',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'ak-images',
    values: {
      slug: 'ak-images',
      name: 'AK Images',
      tagline: 'Stories worth seeing',
      description:
        'Corporate, event and documentary photography, including award-winning work on women-led farming cooperatives.',
      website: 'https://akimages.veb-group.co.za',
      icon: 'Camera',
      colour: 'pink',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
  {
    kind: 'company',
    key: 'samdon',
    values: {
      slug: 'samdon',
      name: 'SAMDON Real Estate',
      tagline: 'Homes and spaces that grow communities',
      description:
        'Residential and commercial property development, with a focus on affordable housing estates close to work and schools.',
      website: 'https://samdon.veb-group.co.za',
      icon: 'Building2',
      colour: 'teal',
      inNavDropdown: false,
      inMobileMenu: false,
    },
  },
  {
    kind: 'company',
    key: 'veb-properties',
    values: {
      slug: 'veb-properties',
      name: 'VEB Properties',
      tagline: 'Property managed with care',
      description:
        'Management and leasing of the group’s residential, commercial and industrial properties, including the Benoni manufacturing hub.',
      website: null,
      icon: 'Home',
      colour: 'orange',
      inNavDropdown: false,
      inMobileMenu: false,
    },
  },
  {
    kind: 'company',
    key: 'global-link',
    values: {
      slug: 'global-link',
      name: 'VEB Global Link',
      tagline: 'Moving goods across borders',
      description:
        'Road freight, warehousing and customs clearance, with a weekly corridor between Johannesburg and Kampala and real-time tracking.',
      website: 'https://globallink.veb-group.co.za',
      icon: 'Truck',
      colour: 'violet',
      inNavDropdown: true,
      inMobileMenu: false,
    },
  },
  {
    kind: 'company',
    key: 'agri-extension',
    values: {
      slug: 'agri-extension',
      name: 'Agri-Extension Services',
      tagline: 'Knowledge in every field',
      description:
        'Field advisers, demonstration plots and farmer days that bring better seed, soil and water practices to small-scale farmers.',
      website: 'https://agriextension.veb-group.co.za',
      icon: 'Tractor',
      colour: 'green',
      inNavDropdown: true,
      inMobileMenu: true,
    },
  },
];
