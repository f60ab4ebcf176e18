import type { CompanyIcon } from '@common/content/companies';
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

/** The content names each company's icon; this turns the name into the lucide component. */
export const COMPANY_ICONS: Record<CompanyIcon, LucideIcon> = {
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
