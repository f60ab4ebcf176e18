import type { StoryCategory } from '@common/impact';

/** SPEC §3.1: badge colours for the five known story categories; others are grey. */
const badges: Record<StoryCategory, string> = {
  Agriculture: 'bg-green-100 text-green-800',
  Manufacturing: 'bg-orange-100 text-orange-800',
  'Skills Development': 'bg-purple-100 text-purple-800',
  Business: 'bg-blue-100 text-blue-800',
  Community: 'bg-rose-100 text-rose-800',
};

const DEFAULT_STORY_BADGE = 'bg-stone-200 text-stone-800';

/**
 * The badge of a story's category, by the known category the server found for it (`categoryKey`:
 * common/src/impact.ts storyCategoryKey), so the colour is the same whatever language the words are in.
 */
export function storyCategoryBadge(key: StoryCategory | null | undefined): string {
  return key ? badges[key] : DEFAULT_STORY_BADGE;
}
