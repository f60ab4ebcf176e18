/** Placeholder: filled by the careers page work. */
export const careers = {
  meta: { title: 'careers', description: 'VEB Group' },
};
