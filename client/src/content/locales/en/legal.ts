/** Placeholder: filled by the legal page work. */
export const legal = {
  meta: { title: 'legal', description: 'VEB Group' },
};
