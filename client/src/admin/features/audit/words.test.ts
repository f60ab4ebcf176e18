import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, isAuditAction } from '@common/admin/audit-actions';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/translate';
import { messages } from '../../locales/en';
import { actionGroups, EVERY_ACTION_WORDED } from './words';

const t = createTranslate(messages, 'en');
const serverDir = join(__dirname, '../../../../../server/src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The actions the server records, read from its code: `action: '…'` (also in a ternary), the inbox's
 * `audit(tx, context, id, '…')`, and daily jobs named `name: '…'` (recorded as `job.<name>`).
 */
function recordedActions(): { file: string; action: string }[] {
  const found: { file: string; action: string }[] = [];
  for (const file of sources(serverDir)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\baction: ([^,\n}]+)/g)) {
      for (const literal of match[1].matchAll(/'([a-z_]+\.[a-z_.]+)'/g)) found.push({ file, action: literal[1] });
      for (const template of match[1].matchAll(/`([a-z_.]+)\$\{(\w+)\}(\w*)`/g)) {
        // `staff.${command}d`: the command is 'disable' or 'enable' (staff/cli.ts).
        if (template[2] === 'command') {
          for (const command of ['disable', 'enable'])
            found.push({ file, action: `${template[1]}${command}${template[3]}` });
        }
      }
    }
    for (const match of code.matchAll(/\baudit\(tx, context, [\w.]+, '([a-z_.]+)'/g))
      found.push({ file, action: match[1] });
    if (/: DailyJob\b/.test(code)) {
      for (const match of code.matchAll(/\bname: '([a-z_.]+)'/g)) found.push({ file, action: `job.${match[1]}` });
    }
  }
  return found;
}

describe('every audit action has its words', () => {
  it('finds the server’s recordAudit calls, and each records an action of the list', () => {
    const recorded = recordedActions();
    // The scan itself works: it sees actions of every part of the site.
    for (const action of ['news.autosaved', 'contact.status_changed', 'staff.disabled', 'job.contact.retention']) {
      expect(recorded.map((line) => line.action)).toContain(action);
    }
    for (const { file, action } of recorded) expect(isAuditAction(action), `${action} in ${file}`).toBe(true);
  });

  it('gives every action of the list a label and a sentence in English', () => {
    expect(EVERY_ACTION_WORDED).toBe(true);
    for (const action of AUDIT_ACTIONS) {
      for (const part of ['label', 'sentence']) {
        const key = `audit.actions.${action}.${part}`;
        expect(t(key), key).not.toBe(key);
      }
    }
  });

  it('offers every action in the filter, grouped, each group also whole', () => {
    const groups = actionGroups(t);
    expect(groups.map((group) => group.group)).toEqual(Object.keys(AUDIT_ACTION_GROUPS));
    expect(groups.flatMap((group) => group.actions.map((item) => item.code)).sort()).toEqual([...AUDIT_ACTIONS].sort());
    for (const group of groups) expect(group.label, group.group).not.toContain('audit.');
  });
});
