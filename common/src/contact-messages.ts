/** Without zod, so dictionaries can use the exact texts without pulling in the validator. */
/** SPEC §5 messages. The client passes translated ones; the rules stay the same. */
export const contactMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  companyMax: 'Company must be at most 200 characters',
  subject: 'Please select an inquiry type',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
};
export type ContactMessages = typeof contactMessages;
