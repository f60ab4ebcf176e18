import { Award, Factory, Globe, GraduationCap, type LucideIcon, Newspaper, Sprout } from 'lucide-react';

interface CategoryStyle {
  icon: LucideIcon;
  /** Badge colours; all pass WCAG AA for their text. */
  badge: string;
}

/** SPEC §3.1: the five known categories have their own icon and colour; unknown ones are grey. */
const styles: Record<string, CategoryStyle> = {
  Expansion: { icon: Globe, badge: 'bg-blue-100 text-blue-800' },
  Manufacturing: { icon: Factory, badge: 'bg-orange-100 text-orange-800' },
  'Skills Development': { icon: GraduationCap, badge: 'bg-purple-100 text-purple-800' },
  Agriculture: { icon: Sprout, badge: 'bg-green-100 text-green-800' },
  Awards: { icon: Award, badge: 'bg-amber-100 text-amber-800' },
};

const DEFAULT_CATEGORY_STYLE: CategoryStyle = { icon: Newspaper, badge: 'bg-stone-200 text-stone-800' };

export function categoryStyle(category: string): CategoryStyle {
  return styles[category] ?? DEFAULT_CATEGORY_STYLE;
}
