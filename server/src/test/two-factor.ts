/**
 * The key two-factor secrets are encrypted with in tests (docs/decisions/092): one for every app and site
 * process a test starts, so that a secret one of them stores another opens. Not a secret: test data only.
 */
export const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64');
