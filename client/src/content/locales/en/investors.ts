/** Placeholder: filled by the investors page work. */
export const investors = {
  meta: { title: 'investors', description: 'VEB Group' },
};
