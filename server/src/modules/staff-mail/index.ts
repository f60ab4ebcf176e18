/** The staff's mails in each one's language (docs/decisions/046): their words, dates and HTML part. */
export { staffMailHtml } from './html';
export { staffMailLanguage, staffMailWords } from './language';
export { languageOf, languagesOf } from './recipients';
export { reviewReturnedMail } from './review-returned';
