/** Signing in: sessions, second factor, throttle, access checks, the request's staff context (docs/decisions/080). */

// Every module's admin routes: who is asking, what they may do, and an audit line's who and where.
export {
  type Access,
  checkAccess,
  companiesOfRequest,
  type StaffContext,
  staffAccess,
  staffLocaleOf,
  staffOf,
} from './access';
export { CONFIRMED_MS, requireRecentConfirmation } from './confirmation';
export { actorOf, auditContext, clearSessionCookie, setSessionCookie } from './context';
// The admin API's guard and these routes (staff/index.ts registers them under /api/admin).
export { registerStaffGuard, SAFE_METHODS } from './guard';
// What staff management (accounts made, changed, recovered) asks of signing in.
export { hashPassword, passwordProblem } from './passwords';
export { authRoutes } from './routes';
export { replaceRecoveryCodes } from './second-factor';
export { endSession, endUserSessions, lastFullSignIn, listSessions, SESSION_COOKIE, sessionSummary } from './sessions';
export { startSession } from './sign-in';
export { accountThrottle } from './throttle';
export { countResetAsk, recordTokenFailure, refuseTokenGuessing } from './token-guard';
export { currentTotp, newTotpSecret } from './totp';
export {
  previousTwoFactorKey,
  sealSecretsAnew,
  setTwoFactorKey,
  twoFactorBox,
  twoFactorBoxOrNew,
  twoFactorKey,
} from './two-factor-key';
export { findUserByEmail, listUsers, normaliseEmail, type UserRow } from './users';
