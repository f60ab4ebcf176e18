/** Placeholder: filled by the impact page work. */
export const impact = {
  meta: { title: 'impact', description: 'VEB Group' },
};
