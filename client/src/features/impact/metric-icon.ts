import { Award, Building2, Globe, type LucideIcon, Target, TrendingUp, Users } from 'lucide-react';

/** SPEC §3.1: the six icon names a metric may carry. */
const icons: Record<string, LucideIcon> = { TrendingUp, Users, Building2, Globe, Target, Award };

/** The metric's icon; an unknown name or none falls back to Target. */
export function metricIcon(name: string | null | undefined): LucideIcon {
  return (name && Object.hasOwn(icons, name) ? icons[name] : undefined) ?? Target;
}
