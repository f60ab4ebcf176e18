/**
 * The group's four offices (SPEC §3.2). Language-neutral facts only; names, address lines, hours
 * and department names are translated in locales/{lang}/contact.ts under `offices`.
 */
export type OfficeId = 'johannesburg' | 'durban' | 'kampala' | 'benoni';
export type DepartmentId =
  | 'executive'
  | 'finance'
  | 'investorRelations'
  | 'humanResources'
  | 'sales'
  | 'skillsDevelopment'
  | 'agriculture'
  | 'operations'
  | 'partnerships'
  | 'manufacturing'
  | 'logistics'
  | 'qualityControl';

export interface Office {
  id: OfficeId;
  phone: string;
  email: string;
  departments: readonly DepartmentId[];
  /** The group's main office gets the highlighted card. */
  headquarters?: boolean;
}

export const offices: readonly Office[] = [
  {
    id: 'johannesburg',
    phone: '+27 11 555 0140',
    email: 'info@veb-group.co.za',
    departments: ['executive', 'finance', 'investorRelations', 'humanResources'],
    headquarters: true,
  },
  {
    id: 'durban',
    phone: '+27 31 555 0180',
    email: 'durban@veb-group.co.za',
    departments: ['sales', 'skillsDevelopment', 'agriculture'],
  },
  {
    id: 'kampala',
    phone: '+256 41 555 0190',
    email: 'uganda@veb-group.co.za',
    departments: ['operations', 'partnerships', 'skillsDevelopment'],
  },
  {
    id: 'benoni',
    phone: '+27 11 555 0170',
    email: 'benoni@veb-group.co.za',
    departments: ['manufacturing', 'logistics', 'qualityControl'],
  },
];

/** The executive line behind the 'Need Immediate Assistance' panel (SPEC §2.6). */
export const executiveContact = {
  phone: '+27 11 555 0101',
  email: 'executive@veb-group.co.za',
} as const;
