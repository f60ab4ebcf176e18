/**
 * What working at the group offers (SPEC §3.2: six benefits). Titles and descriptions are
 * translated in locales/{lang}/careers.ts under `benefits.items.{key}`.
 */
export type BenefitKey = 'health' | 'growth' | 'rewards' | 'culture' | 'learning' | 'balance';
export type BenefitIcon = 'HeartPulse' | 'TrendingUp' | 'Trophy' | 'Users' | 'GraduationCap' | 'Sun';

export interface Benefit {
  key: BenefitKey;
  icon: BenefitIcon;
}

export const benefits: Benefit[] = [
  { key: 'health', icon: 'HeartPulse' },
  { key: 'growth', icon: 'TrendingUp' },
  { key: 'rewards', icon: 'Trophy' },
  { key: 'culture', icon: 'Users' },
  { key: 'learning', icon: 'GraduationCap' },
  { key: 'balance', icon: 'Sun' },
];
