import type { OutgoingMail } from '../mail';
import { oneLine } from '../mail/plain-text';
import { escapeHtml, expiryText } from './invitations';

/**
 * The password-reset e-mail (issue 20 §2), the same whether the person asked for it on the sign-in screen
 * or an owner sent it (then it says who): the link, that it works once for 30 minutes, what using it does,
 * and what to do when nobody asked. Built from validated values only; names are escaped for the HTML part.
 */
export function passwordResetMail(input: {
  email: string;
  link: string;
  expiresAt: Date;
  /** The owner who sent the link; absent when the person asked for it. */
  ownerName?: string;
  /** The staff area's time zone (Settings): the expiry is written in it, with its label. */
  timeZone: string;
}): OutgoingMail {
  const { email, link, expiresAt, timeZone } = input;
  // A name comes from a form (setup, an accepted invitation): one line, whatever was typed.
  const ownerName = input.ownerName === undefined ? undefined : oneLine(input.ownerName);
  const subject = 'Choose a new password for the VEB Group staff area';
  const lines = [
    ownerName
      ? `${ownerName}, an owner of the VEB Group website, sent you a link to choose a new password for your staff account ${email}.`
      : `Someone asked for a link to choose a new password for the VEB Group staff account ${email}.`,
    'To choose a new password, open this link:',
    link,
    `The link works once, for 30 minutes: until ${expiryText(expiresAt, timeZone)}.`,
    'A new password signs your account out on every device. If you use two-factor sign-in, you still enter your authentication code when you sign in.',
    ownerName
      ? 'Your password stays as it is until the link is used.'
      : 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p>${escapeHtml(lines[1])}</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
    ...lines.slice(3).map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
  return { kind: 'password_reset', to: email, subject, text: lines.join('\n\n'), html };
}
