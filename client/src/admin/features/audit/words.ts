import {
  AUDIT_ACTION_GROUP_NAMES,
  AUDIT_ACTION_GROUPS,
  type AuditAction,
  type AuditActionGroup,
  isAuditAction,
} from '@common/admin/audit-actions';
import type { Translate } from '../../i18n/translate';
import type { auditActions } from '../../locales/en/audit-actions';

/** The dotted codes the dictionary words ('news.saved', 'job.contact.retention'). */
type Worded<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { label: string; sentence: string } ? `${P}${K}` : Worded<T[K], `${P}${K}.`>;
}[keyof T & string];

// Compile-time: an action without words, or words for no action, fails the type check and names the code.
type Unworded = Exclude<AuditAction, Worded<typeof auditActions>>;
type Unknown = Exclude<Worded<typeof auditActions>, AuditAction>;
export const EVERY_ACTION_WORDED: [Unworded, Unknown] extends [never, never] ? true : [Unworded, Unknown] = true;

/** The action alone, as the filter offers it ("Saved an article"). */
function actionLabel(t: Translate, code: string): string {
  return isAuditAction(code) ? t(`audit.actions.${code}.label`) : t('audit.unknownAction');
}

/** The filter's options: every action, grouped by the part of the site it belongs to, each group first whole. */
export function actionGroups(
  t: Translate,
): { group: AuditActionGroup; label: string; actions: { code: AuditAction; label: string }[] }[] {
  return AUDIT_ACTION_GROUP_NAMES.map((group) => ({
    group,
    label: t(`audit.groups.${group}`),
    actions: AUDIT_ACTION_GROUPS[group]
      .map((code) => ({ code, label: actionLabel(t, code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
