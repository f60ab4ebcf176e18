/** Placeholder: filled by the contact page work. */
export const contact = {
  meta: { title: 'contact', description: 'VEB Group' },
};
