import { METRIC_ICONS } from '@common/impact';
import { Award, Building2, Globe, type LucideIcon, Target, TrendingUp, Users } from 'lucide-react';

/** The six icons a metric may show (SPEC §3.1), as the Impact page draws them; unknown names show Target. */
export const ICONS: Record<(typeof METRIC_ICONS)[number], LucideIcon> = {
  TrendingUp,
  Users,
  Building2,
  Globe,
  Target,
  Award,
};

export const iconOf = (name: string | null | undefined): LucideIcon =>
  name && (METRIC_ICONS as readonly string[]).includes(name) ? ICONS[name as keyof typeof ICONS] : Target;
