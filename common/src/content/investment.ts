/**
 * Investor-page facts (SPEC §2.7, §3.2): the figures are exact and language-neutral; titles,
 * descriptions and lists are translated in locales/{lang}/investors.ts under the same ids.
 */
export type OpportunityId = 'agriculture' | 'manufacturing' | 'technology' | 'skills' | 'realEstate' | 'legal';

export interface InvestmentOpportunity {
  id: OpportunityId;
  /** Investment range and expected returns, exactly as the SPEC's table gives them. */
  range: string;
  returns: string;
  icon: 'Sprout' | 'Factory' | 'Truck' | 'GraduationCap' | 'Building2' | 'Scale';
  /** Tailwind classes for the icon tile and the sector badge. */
  colour: string;
}

export const opportunities: readonly InvestmentOpportunity[] = [
  { id: 'agriculture', range: 'R5M-R20M', returns: '15-25%', icon: 'Sprout', colour: 'bg-green-100 text-green-800' },
  {
    id: 'manufacturing',
    range: 'R10M-R30M',
    returns: '20-30%',
    icon: 'Factory',
    colour: 'bg-amber-100 text-amber-900',
  },
  { id: 'technology', range: 'R15M-R50M', returns: '25-40%', icon: 'Truck', colour: 'bg-sky-100 text-sky-900' },
  {
    id: 'skills',
    range: 'R8M-R25M',
    returns: '12-20%',
    icon: 'GraduationCap',
    colour: 'bg-violet-100 text-violet-900',
  },
  {
    id: 'realEstate',
    range: 'R20M-R100M',
    returns: '18-35%',
    icon: 'Building2',
    colour: 'bg-orange-100 text-orange-900',
  },
  { id: 'legal', range: 'R5M-R15M', returns: '20-30%', icon: 'Scale', colour: 'bg-stone-200 text-stone-900' },
];

export type StructureId = 'equity' | 'project' | 'jointVenture' | 'debt';

export interface InvestmentStructure {
  id: StructureId;
  /** Minimum commitment in millions of rand (SPEC §3.2). */
  minimumMillions: number;
  /** Fixed returns, shown only where the SPEC gives them (Debt Financing). */
  fixedReturns?: string;
  icon: 'PieChart' | 'Target' | 'Handshake' | 'Landmark';
}

export const structures: readonly InvestmentStructure[] = [
  { id: 'equity', minimumMillions: 10, icon: 'PieChart' },
  { id: 'project', minimumMillions: 5, icon: 'Target' },
  { id: 'jointVenture', minimumMillions: 15, icon: 'Handshake' },
  { id: 'debt', minimumMillions: 3, fixedReturns: '12-18%', icon: 'Landmark' },
];

export type ReasonId = 'trackRecord' | 'diversified' | 'vision' | 'impact' | 'government' | 'panAfrican';

export const reasons: readonly {
  id: ReasonId;
  icon: 'Award' | 'Layers' | 'Target' | 'Heart' | 'ShieldCheck' | 'Globe';
}[] = [
  { id: 'trackRecord', icon: 'Award' },
  { id: 'diversified', icon: 'Layers' },
  { id: 'vision', icon: 'Target' },
  { id: 'impact', icon: 'Heart' },
  { id: 'government', icon: 'ShieldCheck' },
  { id: 'panAfrican', icon: 'Globe' },
];

/** Hero figures (SPEC §2.7); their labels are translated under `hero.stats.{id}`. */
export const investorStats = [
  { id: 'years', value: '25+' },
  { id: 'sectors', value: '10' },
  { id: 'target', value: '2030' },
  { id: 'lives', value: '11K+' },
] as const;

/** The investment team, reached by 'Schedule Meeting' and the closing call to action. */
export const investmentTeam = {
  email: 'investments@veb-group.co.za',
  phone: '+27 11 555 0120',
} as const;
