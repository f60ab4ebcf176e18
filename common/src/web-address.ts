/**
 * The one rule for a phone number and for a web address staff type (Site identity, content records):
 * written once so a value one screen accepts is never refused by another.
 */

/** A number as people write it: digits, spaces, brackets, dashes or dots, an optional leading +. */
const PHONE = /^\+?[0-9][0-9 ().-]{4,28}[0-9]$/;
/** The longest phone number the rule accepts. */
export const PHONE_MAX = 30;
export const isPhoneNumber = (value: string) => PHONE.test(value);

/** An https address of a named host, without a user name or password in it. */
export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};
