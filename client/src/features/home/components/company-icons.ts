import type { COMPANY_ICONS as ICON_NAMES } from '@common/entries/kinds';
import {
  Briefcase,
  Building2,
  Camera,
  GraduationCap,
  House,
  type LucideIcon,
  Scale,
  Sofa,
  Sprout,
  Tractor,
  Truck,
} from 'lucide-react';

/** The icon staff chose for a company (kinds.ts COMPANY_ICONS), as the lucide component. */
export const COMPANY_ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  Sprout,
  Sofa,
  GraduationCap,
  Scale,
  Briefcase,
  Camera,
  Building2,
  Home: House,
  Truck,
  Tractor,
};
