import * as z from 'zod/mini';
import type { Locale } from '../locale';
import { errorCode } from './api-errors';

/**
 * One person's data (POPIA ss 23-25, GDPR arts 15 and 17): an owner enters an address, sees
 * everything stored about it, exports it as one JSON file, and can erase it.
 */
export const personSchema = z.object({
  email: z
    .string(errorCode('field.email'))
    .check(
      z.trim(),
      z.minLength(1, errorCode('field.email')),
      z.maxLength(254, errorCode('field.emailValid')),
      z.regex(/^[^\s@]+@[^\s@]+$/, errorCode('field.emailValid')),
      z.toLowerCase(),
    ),
});

/** Erasing asks for the address again, typed by the owner: a second look at whose data goes. */
export const eraseSchema = z.object({
  email: personSchema.shape.email,
  confirm: z.string(errorCode('privacy.typeAgain')).check(z.trim(), z.toLowerCase()),
});

export interface PersonContactEvent {
  id: number;
  kind: string;
  actor: string;
  body: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

interface PersonContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  subject: string;
  message: string;
  locale: string;
  status: string;
  spamReason: string | null;
  createdAt: string;
  updatedAt: string;
  readAt: string | null;
  /** Internal notes, status and assignee changes, replies. */
  events: PersonContactEvent[];
}

interface PersonSubscription {
  id: number;
  email: string;
  status: string;
  locale: Locale | string;
  subscribedAt: string;
  confirmationSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

interface PersonMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export interface PersonalData {
  email: string;
  generatedAt: string;
  contactMessages: PersonContactMessage[];
  subscription: PersonSubscription | null;
  /** Mail sent to the address, or about it (notifications of its messages, replies, newsletters). */
  mails: PersonMail[];
  /** Lines of the audit log that mention the address (erasing replaces it in them). */
  auditMentions: number;
}

/** What an erasure removed: counts only, as the audit log keeps them. */
export interface ErasureCounts {
  contactMessages: number;
  contactEvents: number;
  subscriptions: number;
  mails: number;
  /** Sign-in and password-reset attempts made with the address (not an account's: those stay with it). */
  signInAttempts: number;
  /** Audit lines in which the address, name or phone number became '[erased]'. */
  auditLinesRedacted: number;
}
