import type { HomeNewsCategory } from '@common/content/home-news';
import { Factory, Globe, GraduationCap, type LucideIcon } from 'lucide-react';

/** Each home news category's icon and badge colours (AA contrast), matching the news pages. */
export const NEWS_CATEGORY_STYLE: Record<HomeNewsCategory, { icon: LucideIcon; badge: string }> = {
  Expansion: { icon: Globe, badge: 'bg-blue-100 text-blue-800' },
  'Skills Development': { icon: GraduationCap, badge: 'bg-purple-100 text-purple-800' },
  Manufacturing: { icon: Factory, badge: 'bg-orange-100 text-orange-800' },
};
