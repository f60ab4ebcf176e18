import type { PublicEntry } from '@common/entries/public';
import { GraduationCap, HeartPulse, type LucideIcon, Sun, TrendingUp, Trophy, Users } from 'lucide-react';

/** The icons staff choose for a benefit (common/src/entries/kinds.ts BENEFIT_ICONS): careers page and home teaser. */
export const benefitIcons: Record<PublicEntry<'benefit'>['icon'], LucideIcon> = {
  GraduationCap,
  HeartPulse,
  Sun,
  TrendingUp,
  Trophy,
  Users,
};
