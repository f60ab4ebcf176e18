/** An address part staff choose (an article's slug, a metric's key, a company's address name): one rule. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
