import type { Role } from '@common/admin/roles';
import type { EntryKind } from '@common/entries/kinds';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@common/locale';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { staffOf } from './access';

/** One line of the dashboard's "Needs your attention": a count and where to deal with it. */
export interface AttentionItem {
  kind: string;
  count: number;
  /** Admin path, e.g. '/inbox?status=new'. */
  path: string;
  label: string;
  /** The kind of content entries a line is about (the client names it in the staff member's language). */
  entryKind?: EntryKind;
}

/** Modules add what needs attention for a role (new messages, failed mail ...), some for the person (`staffId`). */
type AttentionSource = (role: Role, staffId: number) => Promise<AttentionItem[]>;

/**
 * How many records have a translation missing or out of date, per language, from each record's states
 * (common/src/translation.ts's states, or news coverage whose current state is 'present').
 */
export function staleCounts(states: Iterable<Record<TranslatedLocale, string>>): Record<TranslatedLocale, number> {
  const counts = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, 0])) as Record<TranslatedLocale, number>;
  for (const state of states) {
    for (const locale of TRANSLATED_LOCALES)
      if (state[locale] === 'missing' || state[locale] === 'outdated') counts[locale] += 1;
  }
  return counts;
}

/** One line per language: `kind` is e.g. 'translations.news', the line's kind 'translations.news.fr'. */
export function staleItems(
  kind: string,
  counts: Record<TranslatedLocale, number>,
  path: (locale: TranslatedLocale) => string,
  extra: Partial<AttentionItem> = {},
): AttentionItem[] {
  return TRANSLATED_LOCALES.map((locale) => ({
    kind: `${kind}.${locale}`,
    count: counts[locale],
    path: path(locale),
    label: `${counts[locale]} ${kind.replace('translations.', '')} without a current ${locale} translation`,
    ...extra,
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    attentionSources: AttentionSource[];
  }
}

export function registerAttention(app: FastifyInstance): void {
  app.decorate('attentionSources', [] as AttentionSource[]);
}

/** GET /api/admin/dashboard: what needs attention for this person's role, and whether mail goes out. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard', { config: { access: 'dashboard' } }, async (request) => {
    const { user } = staffOf(request);
    const lists = await Promise.all(app.attentionSources.map((source) => source(user.role, user.id)));
    return {
      attention: lists.flat().filter((item) => item.count > 0),
      mailConfigured: Boolean(app.config.SMTP_URL),
    };
  });
};
