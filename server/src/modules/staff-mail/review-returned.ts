import { type OutgoingMail, oneLine } from '../mail';
import { staffMailHtml } from './html';
import { staffMailWords } from './language';

/**
 * What a reviewer's answer says to the writer, in the writer's language (docs/decisions/089, 090): what
 * was sent back (an article, or a change proposed to a company's record), the comment as written, and the
 * link to it in the staff area.
 */
export function reviewReturnedMail(
  what: 'reviewReturned' | 'changeReturned',
  input: {
    to: string;
    locale: string;
    title: string;
    reviewer: string;
    comment: string;
    link: string;
  },
): OutgoingMail {
  // No date in it: the words alone (the time zone is not read, which keeps this free of the settings).
  const language = staffMailWords(input.locale);
  const { say } = language;
  const words = language.words[what];
  const title = oneLine(input.title);
  const reviewer = oneLine(input.reviewer);
  const subject = say(words.subject, { title });
  const intro = say(words.intro, { title, reviewer });
  const text = [intro, input.comment, words.open, input.link].join('\n\n');
  const html = staffMailHtml(language.locale, subject, [
    intro,
    input.comment,
    words.open,
    { href: input.link, label: words.button },
  ]);
  return { kind: 'review_returned', to: input.to, language: language.locale, subject, text, html };
}
