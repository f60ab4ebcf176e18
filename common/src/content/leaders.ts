/**
 * The leadership team (SPEC §3.2: seven leaders). Names, addresses and profiles are
 * language-neutral; roles and biographies are translated in locales/{lang}/about.ts under
 * `leadership.people.{key}`. Staff: replace with the real team and their real profiles.
 */
export type LeaderKey = 'ceo' | 'cfo' | 'cco' | 'csmo' | 'pro' | 'ccbo' | 'uganda';

export interface Leader {
  key: LeaderKey;
  name: string;
  initials: string;
  email: string;
  linkedin: string;
}

export const leaders: Leader[] = [
  {
    key: 'ceo',
    name: 'Nomvula Mahlangu',
    initials: 'NM',
    email: 'nomvula.mahlangu@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/nomvula-mahlangu-veb',
  },
  {
    key: 'cfo',
    name: 'Thabo Nkosi',
    initials: 'TN',
    email: 'thabo.nkosi@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/thabo-nkosi-ca-sa',
  },
  {
    key: 'cco',
    name: 'Lerato Mokoena',
    initials: 'LM',
    email: 'lerato.mokoena@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/lerato-mokoena-commercial',
  },
  {
    key: 'csmo',
    name: 'Sipho Dlamini',
    initials: 'SD',
    email: 'sipho.dlamini@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/sipho-dlamini-marketing',
  },
  {
    key: 'pro',
    name: 'Zanele Khumalo',
    initials: 'ZK',
    email: 'zanele.khumalo@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/zanele-khumalo-pr',
  },
  {
    key: 'ccbo',
    name: 'Ayanda Mthembu',
    initials: 'AM',
    email: 'ayanda.mthembu@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/ayanda-mthembu-brand',
  },
  {
    key: 'uganda',
    name: 'Grace Namutebi',
    initials: 'GN',
    email: 'grace.namutebi@veb-group.co.za',
    linkedin: 'https://www.linkedin.com/in/grace-namutebi-kampala',
  },
];
