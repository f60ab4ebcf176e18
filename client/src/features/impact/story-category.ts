/** SPEC §3.1: badge colours for the five known story categories (keyed in English); others are grey. */
const badges: Record<string, string> = {
  Agriculture: 'bg-green-100 text-green-800',
  Manufacturing: 'bg-orange-100 text-orange-800',
  'Skills Development': 'bg-purple-100 text-purple-800',
  Business: 'bg-blue-100 text-blue-800',
  Community: 'bg-rose-100 text-rose-800',
};

const DEFAULT_STORY_BADGE = 'bg-stone-200 text-stone-800';

export function storyCategoryBadge(category: string): string {
  return Object.hasOwn(badges, category) ? badges[category] : DEFAULT_STORY_BADGE;
}
