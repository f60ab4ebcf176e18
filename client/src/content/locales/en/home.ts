/** Placeholder: filled by the home page work. */
export const home = {
  meta: { title: 'home', description: 'VEB Group' },
};
