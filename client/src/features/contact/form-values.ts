import { type ContactPayload, type InquiryType, isInquiryType } from '@common/contact';

/**
 * What the form holds while it is edited: the inquiry type may still be unchosen. The company the message
 * goes to is the page's (ContactForm's `toCompany`), not something the visitor edits.
 */
export type ContactFormValues = Omit<ContactPayload, 'subject' | 'website' | 'formToken' | 'lang' | 'toCompany'> & {
  subject: InquiryType | '';
};

/** An empty form; `subject` comes from `?subject=` when it names a known inquiry type. */
export function blankContactValues(subject?: string | null): ContactFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    subject: isInquiryType(subject) ? subject : '',
    message: '',
  };
}
