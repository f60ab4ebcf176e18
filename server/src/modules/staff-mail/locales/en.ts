import type { Role } from '@common/admin/roles';

/**
 * The words of every e-mail the site sends to staff, in English: the source the French and
 * Swahili files are typed against (a missing key fails the type-check). Messages are ICU: `{name}` takes a
 * value as it is (the builders make names one line first), `{count, plural, …}` follows the language's plural
 * rules. Dates arrive as text already written in the recipient's language and the site's zone, with its label.
 * Write ’ rather than ' : an ASCII apostrophe before `{` would quote it in ICU.
 */
export const en = {
  invitation: {
    subject: '{inviter} invites you to the VEB Group staff area',
    intro: '{inviter} invites you to join the VEB Group website’s staff area {role}.',
    /** What each role may do, said after "join … staff area" (common/src/admin/roles.ts has the table). */
    asRole: {
      owner: 'as an owner (everything, including staff accounts and settings)',
      editor: 'as an editor (news, impact, stories, newsletters and every text of the public site)',
      inbox: 'as an inbox member (contact messages and newsletter subscribers)',
      careers: 'as a careers member (job openings, internships and the benefits of working here)',
      writer: 'as a writer (news articles, submitted for review before an editor publishes them)',
    } satisfies Record<Role, string>,
    openLink: 'To accept, open this link and choose your name and password:',
    button: 'Accept the invitation',
    expiry: 'The link works once and expires on {expiry}. If it has expired, ask {inviter} for a new one.',
    ignore: 'If you did not expect this invitation, ignore this e-mail: nothing happens until the link is used.',
  },
  reset: {
    subject: 'Choose a new password for the VEB Group staff area',
    sentByOwner:
      '{owner}, an owner of the VEB Group website, sent you a link to choose a new password for your staff account {email}.',
    asked: 'Someone asked for a link to choose a new password for the VEB Group staff account {email}.',
    openLink: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    expiry: 'The link works once, for {minutes, plural, one {# minute} other {# minutes}}: until {expiry}.',
    effect:
      'A new password signs your account out on every device. If you use two-factor sign-in, you still enter your authentication code when you sign in.',
    /** When an owner sent the link: nobody to warn, the colleague knows. */
    unchanged: 'Your password stays as it is until the link is used.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  contact: {
    subject: 'New message: {type} from {name}',
    intro: 'A new message arrived through the contact form of the website.',
    /** One line each: a line break the visitor typed cannot start a line of ours (docs/decisions/028). */
    fields: {
      toCompany: 'Sent to: {value}',
      type: 'Inquiry type: {value}',
      name: 'Name: {value}',
      email: 'Email: {value}',
      phone: 'Phone: {value}',
      company: 'Company: {value}',
      received: 'Received: {value}',
    },
    noCompany: '(none given)',
    message: 'Message:',
    open: 'Open it in the inbox:',
    replying:
      'Replying to this e-mail writes to the visitor directly. To keep the answer on the message, reply from the inbox.',
  },
  /** A reviewer sent a submitted article back to its writer (docs/decisions/089). */
  reviewReturned: {
    subject: 'Your article “{title}” was sent back',
    intro: '{reviewer} read your article “{title}” and sent it back with this comment:',
    open: 'Open the article to make the changes, then submit it again:',
    button: 'Open the article',
  },
  /** A reviewer sent a change proposed to a company's record back (docs/decisions/090). */
  changeReturned: {
    subject: 'Your change to “{title}” was sent back',
    intro: '{reviewer} read the change you proposed to “{title}” and sent it back with this comment:',
    open: 'Open it to make the changes, then submit it again:',
    button: 'Open your change',
  },
  newsletterTest: {
    /** The issue's own subject, in the language, behind a mark in the staff member's. */
    subject: '[Test] {subject}',
  },
};

export type StaffMailWords = typeof en;
