/**
 * Current openings (SPEC §3.2: six jobs, ids 1 to 6). Facts that do not change with the language
 * live here; titles, descriptions and requirements are translated in locales/{lang}/careers.ts
 * under `jobs.items.{key}`. Staff: update `posted` when a role is re-advertised.
 */
export type JobKey =
  | 'productionSupervisor'
  | 'skillsFacilitator'
  | 'extensionOfficer'
  | 'logisticsLead'
  | 'propertyManager'
  | 'ugandaBusinessDevelopment';

export type JobLocation = 'johannesburg' | 'capeTown' | 'benoni' | 'pretoria' | 'kampala';
export type JobLevel = 'entry' | 'mid' | 'senior';

export interface Job {
  id: number;
  key: JobKey;
  /** Key of the hiring company in content/companies.ts. */
  company: string;
  location: JobLocation;
  type: 'fullTime';
  level: JobLevel;
  /** Monthly salary range. */
  salary: { currency: 'ZAR' | 'UGX'; min: number; max: number };
  posted: { count: number; unit: 'day' | 'week' };
}

/** Hero counters (SPEC §2.5); the company count comes from content/companies.ts. */
export const careerFigures = { openPositions: '50+', countries: 2 };

export const jobs: Job[] = [
  {
    id: 1,
    key: 'productionSupervisor',
    company: 'ecocraft',
    location: 'benoni',
    type: 'fullTime',
    level: 'mid',
    salary: { currency: 'ZAR', min: 28000, max: 36000 },
    posted: { count: 3, unit: 'day' },
  },
  {
    id: 2,
    key: 'skillsFacilitator',
    company: 'cele',
    location: 'johannesburg',
    type: 'fullTime',
    level: 'entry',
    salary: { currency: 'ZAR', min: 18000, max: 24000 },
    posted: { count: 5, unit: 'day' },
  },
  {
    id: 3,
    key: 'extensionOfficer',
    company: 'agri-extension',
    location: 'pretoria',
    type: 'fullTime',
    level: 'mid',
    salary: { currency: 'ZAR', min: 25000, max: 32000 },
    posted: { count: 1, unit: 'week' },
  },
  {
    id: 4,
    key: 'logisticsLead',
    company: 'global-link',
    location: 'johannesburg',
    type: 'fullTime',
    level: 'senior',
    salary: { currency: 'ZAR', min: 48000, max: 60000 },
    posted: { count: 2, unit: 'day' },
  },
  {
    id: 5,
    key: 'propertyManager',
    company: 'samdon',
    location: 'capeTown',
    type: 'fullTime',
    level: 'senior',
    salary: { currency: 'ZAR', min: 52000, max: 65000 },
    posted: { count: 2, unit: 'week' },
  },
  {
    id: 6,
    key: 'ugandaBusinessDevelopment',
    company: 'greenharvest',
    location: 'kampala',
    type: 'fullTime',
    level: 'mid',
    salary: { currency: 'UGX', min: 3000000, max: 4500000 },
    posted: { count: 4, unit: 'day' },
  },
];
