import { ROLES } from '@common/admin/roles';
import { LOCALES } from '@common/locale';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

/**
 * The people who run the site. No default account exists: the first owner is made in the browser with the
 * setup address printed at start (staffSetupTokens), or from the command line.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /**
     * The language of their staff area and of every e-mail sent to them. None until chosen: an account made
     * without one (`npm run staff -- create`) takes its browser's at its first sign-in (startSession).
     */
    locale: text('locale', { enum: LOCALES }),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** Base32 TOTP secret once confirmed; `totpPending` holds one being set up. */
    totpSecret: text('totp_secret'),
    totpPending: text('totp_pending'),
    /** The last time step whose code was accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    disabledAt: at('disabled_at'),
    /** Sign-in failures before this moment no longer count (an owner lifted the wait). */
    throttleClearedAt: at('throttle_cleared_at'),
    /**
     * The companies (entries of kind company) this person is limited to, ascending; none: group-wide
     * (docs/decisions/088). Owners are always group-wide.
     */
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_users_email_key').on(t.email)],
);

/** One-time codes for when the authenticator is lost; stored hashed, each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leaked table opens
 * nothing. `stage` is 'password' between the password and the authenticator code, 'enrol' for an owner
 * who must set up two-factor sign-in first, 'full' once signed in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['password', 'enrol', 'full'] }).notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endedReason: text('ended_reason'),
    /**
     * When the person last proved in this session that it is them: signing in with every factor, or
     * confirming with their code (or password, without two-factor) before a sensitive owner action
     * (docs/decisions/094). Null while half signed in.
     */
    confirmedAt: at('confirmed_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_user_idx').on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** An owner's invitation: a single-use link (its token hashed here) valid for 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The language the inviting owner chose for the colleague: the invitation's, then their account's. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** The companies the colleague will be limited to (docs/decisions/088); none: group-wide. */
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('staff_invitations_token_key').on(t.tokenHash)],
);

/**
 * A password-reset link (docs/decisions/027): a single-use token, hashed here, valid 30 minutes, asked for
 * by the person on the sign-in screen (`requestedBy` null) or sent by an owner. It stops working once used,
 * once a newer link is made for the account (`voidedAt`), or once the password changes any other way.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    requestedBy: integer('requested_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The account's password_changed_at when the link was made: once the password changes, the link is void. */
    passwordSetAt: at('password_set_at').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Replaced by a newer link. */
    voidedAt: at('voided_at'),
  },
  (t) => [
    uniqueIndex('staff_password_resets_token_key').on(t.tokenHash),
    index('staff_password_resets_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The first-owner setup address of each server instance (host and port; docs/decisions/027): made at start
 * while no owner exists, its token hashed here, valid 24 hours; a restart of the instance replaces it, and
 * every row is deleted once an owner exists.
 */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    instance: text('instance').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('staff_setup_tokens_token_key').on(t.tokenHash)],
);

/** Every sign-in attempt, for throttling (per address and per client) and for owners to read. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    /** As typed, trimmed and lower-cased (the account may not exist). */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    /**
     * 'password' or 'totp' when signing in; 'confirm-password' or 'confirm-code' when a signed-in staff
     * member confirms a change with a secret (throttled and counted alike).
     */
    step: text('step').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: 'credentials', 'code', 'locked', 'disabled'. */
    reason: text('reason'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * An owner lifted the block on a client address: its sign-in failures before `liftedAt` no longer count
 * (an account's wait is lifted on the account: staff_users.throttle_cleared_at).
 */
export const signInAddressLifts = pgTable('sign_in_address_lifts', {
  ip: text('ip').primaryKey(),
  liftedAt: at('lifted_at').notNull(),
});
