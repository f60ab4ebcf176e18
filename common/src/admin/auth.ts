import * as z from 'zod/mini';
import { emailAddressSchema } from '../email-address';
import { LOCALES, type Locale } from '../locale';
import { errorCode } from './api-errors';
import type { MailStatus } from './outbox';
import { ROLES, type Role } from './roles';

/** NIST SP 800-63B-4 / ASVS 5.0: at least 12 characters here, up to 128 accepted, no composition rules. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const passwordMessages = {
  short: errorCode('password.tooShort'),
  long: errorCode('password.tooLong'),
  common: errorCode('password.common'),
};

export const emailSchema = emailAddressSchema({
  required: errorCode('field.email'),
  invalid: errorCode('field.emailValid'),
}).check(z.toLowerCase());

/** Length only: whether a password is common is checked on the server, against the shipped list. */
const newPasswordSchema = z
  .string(errorCode('auth.newPassword'))
  .check(z.minLength(PASSWORD_MIN, passwordMessages.short), z.maxLength(PASSWORD_MAX, passwordMessages.long));

const staffLocaleSchema = z.enum(LOCALES, errorCode('field.language'));

/**
 * Signing in. `locale`: the language the sign-in screen is in, which an account that never chose one takes
 * (docs/decisions/091); older screens send none, and the browser's Accept-Language decides.
 */
export const signInSchema = z.object({
  email: z
    .string(errorCode('auth.enterEmail'))
    .check(z.trim(), z.minLength(1, errorCode('auth.enterEmail')), z.maxLength(254)),
  password: z
    .string(errorCode('auth.enterPassword'))
    .check(z.minLength(1, errorCode('auth.enterPassword')), z.maxLength(1024)),
  locale: z.optional(staffLocaleSchema),
});

/** A six-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const codeSchema = z.object({
  code: z
    .string(errorCode('auth.enterCode'))
    .check(z.trim(), z.minLength(6, errorCode('auth.enterCode')), z.maxLength(20, errorCode('auth.enterCode'))),
});

/** Turning two-factor sign-in off: the password and a code (authenticator or recovery) prove it is you. */
export const disableTwoFactorSchema = z.object({
  password: z
    .string(errorCode('auth.enterPassword'))
    .check(z.minLength(1, errorCode('auth.enterPassword')), z.maxLength(1024)),
  code: codeSchema.shape.code,
});

const roleSchema = z.enum(ROLES, errorCode('account.chooseRole'));

export const nameSchema = z
  .string(errorCode('account.enterName'))
  .check(z.trim(), z.minLength(1, errorCode('account.enterName')), z.maxLength(100, errorCode('field.tooLong')));

/** A staff member's language: their screens and every e-mail sent to them. */
export const languageSchema = z.object({ locale: staffLocaleSchema });
/**
 * The companies a staff member is limited to (docs/decisions/088): ids of company records, each once, at
 * most the group's ten twice over; none (or an owner) is group-wide. The server checks each is a company.
 */
export const staffCompaniesSchema = z.pipe(
  z
    .array(z.int().check(z.positive()), errorCode('staff.chooseCompanies'))
    .check(z.maxLength(20, errorCode('staff.chooseCompanies'))),
  z.transform((ids: number[]) => [...new Set(ids)].sort((x, y) => x - y)),
);

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleSchema,
  // Older clients send none: English, as before.
  locale: z._default(staffLocaleSchema, 'en'),
  // Older clients send none: group-wide, as before.
  companyIds: z._default(staffCompaniesSchema, []),
});
/**
 * `locale`: the language the person accepts in (the page's), which becomes the account's; an older screen
 * sends none, and the invitation's (the inviting owner's choice) stays.
 */
export const acceptInvitationSchema = z.object({
  name: nameSchema,
  password: newPasswordSchema,
  locale: z.optional(staffLocaleSchema),
});
export const changePasswordSchema = z.object({
  current: z
    .string(errorCode('auth.enterCurrentPassword'))
    .check(z.minLength(1, errorCode('auth.enterCurrentPassword')), z.maxLength(1024)),
  password: newPasswordSchema,
});
export const updateStaffSchema = z.object({
  role: z.optional(roleSchema),
  disabled: z.optional(z.boolean()),
  companyIds: z.optional(staffCompaniesSchema),
});

/** The first owner, from the setup address printed at start (docs/decisions/027). */
export const setupOwnerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The language the setup screen was shown in. */
  locale: z._default(staffLocaleSchema, 'en'),
});
/** "Forgot your password?": the address to send a link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
/** A new password, chosen with a reset link. */
export const passwordResetSchema = z.object({ password: newPasswordSchema });

/** Where a session stands: waiting for the authenticator code, for an owner's two-factor setup, or signed in. */
export type SessionStage = 'password' | 'enrol' | 'full';

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: Role;
  totpEnabled: boolean;
  /** Null until chosen (docs/decisions/091): the screens follow the browser's. A first sign-in sets it. */
  locale: Locale | null;
  /** The companies this person is limited to (docs/decisions/088); empty: group-wide. */
  companyIds: number[];
}

/** GET /api/admin/session: always answers 200 with a CSRF token; `user` only when signed in. */
/**
 * Why this browser's session is gone, when the server knows: signed out (in any tab), expired (idle or
 * past its 12 hours), or ended otherwise (from another device, by an owner, a password or role change).
 */
export type SessionEnd = 'signedOut' | 'expired' | 'ended';

export interface SessionInfo {
  csrfToken: string;
  stage: SessionStage | null;
  user: StaffMe | null;
  /** No session now, and why the last one of this browser ended (when known). */
  ended?: SessionEnd;
  /** False when SMTP_URL is unset: mail waits in the outbox. */
  mailConfigured?: boolean;
  /** The staff area's time zone (Settings): every date on every screen is shown in it. */
  timeZone: string;
}

export interface SignInResult {
  next: 'totp' | 'enrol' | 'done';
}

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: Role;
  totpEnabled: boolean;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** Sign-in failures counting towards the wait, and when the wait ends (null when none). */
  failures: number;
  lockedUntil: string | null;
  /** The companies this person is limited to (docs/decisions/088); empty: group-wide. */
  companyIds: number[];
}

export interface Invitation {
  id: number;
  email: string;
  role: Role;
  locale: Locale;
  /** The companies the colleague will be limited to; empty: group-wide. */
  companyIds: number[];
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
  /** The newest invitation e-mail (its outbox status, and when it was sent or cancelled); null when none. */
  mail: { status: MailStatus; at: string | null } | null;
}

/** What an owner gets back after inviting or sending again: the link (shown once) and who it was mailed to. */
export interface CreatedInvitation {
  id: number;
  email: string;
  link: string;
  expiresAt: string;
  /** False when SMTP_URL is unset: the e-mail waits in the outbox, so the link is passed on by hand. */
  mailConfigured: boolean;
}

/** What became of an invitation's queued e-mail when it was withdrawn or sent again. */
export type InvitationMailOutcome = 'cancelled' | 'sent' | 'sending' | 'none';

/** GET /api/admin/setup/{token}: the address is good until `expiresAt`. */
export interface SetupInfo {
  expiresAt: string;
}

/** GET /api/admin/password-reset/{token}: the account the link resets (its address only). */
export interface PasswordResetInfo {
  email: string;
  expiresAt: string;
}

export interface SessionSummary {
  id: number;
  current: boolean;
  /** 'full' signed in; 'password' the password given and the code not yet; 'enrol' an owner's two-factor setup not finished. */
  stage: 'password' | 'enrol' | 'full';
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The staff member's e-mail address as recorded, 'system' (a scheduled job) or 'cli' (the command line). */
  actor: string;
  /** The staff member's name today, when the account still exists. */
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** The target's name today (an article's title, a message's sender); null once it is deleted. */
  targetName: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export interface SignInAttempt {
  id: number;
  at: string;
  email: string;
  ip: string;
  step: string;
  success: boolean;
  reason: string | null;
}

/** Sign-in blocks in force now (GET /api/admin/sign-in-blocks): owners see and lift them. */
export interface SignInBlocks {
  accounts: { id: number; email: string; name: string; failures: number; lockedUntil: string }[];
  addresses: { ip: string; failures: number; lockedUntil: string }[];
}

export const liftAddressBlockSchema = z.object({
  ip: z
    .string(errorCode('auth.nameAddress'))
    .check(z.trim(), z.minLength(1, errorCode('auth.nameAddress')), z.maxLength(100)),
});

export type { Role };
