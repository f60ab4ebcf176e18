/** Placeholder: filled by the about page work. */
export const about = {
  meta: { title: 'about', description: 'VEB Group' },
};
