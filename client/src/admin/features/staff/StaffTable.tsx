import type { StaffMember } from '@common/admin/auth';
import { companiesOf, ROLES, type Role } from '@common/admin/roles';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { useCompanyNames } from './companies';

/**
 * What an owner can do to one account; the page asks before the ones that sign someone out or send mail,
 * and opens the colleague's sessions below the table. The buttons that ask stay enabled while something
 * is under way (the question is modal anyway), so the focus can go back to them when it closes.
 */
export type StaffAction =
  | { kind: 'role'; member: StaffMember; role: Role }
  | ConfirmAction
  | { kind: 'sessions'; member: StaffMember; trigger: HTMLElement }
  /** Opens the dialog choosing the companies they work for (docs/decisions/088). */
  | { kind: 'companies'; member: StaffMember; trigger: HTMLElement }
  | { kind: 'lift'; member: StaffMember };
/** The actions that open a question or a panel, and give the focus back to their button after. */
type AskKind = ConfirmAction['kind'] | 'sessions' | 'companies';
export type ConfirmAction = {
  kind: 'disable' | 'enable' | 'reset' | 'resetLink';
  member: StaffMember;
  trigger: HTMLElement;
};

/** Sign-in is paused for this account (too many failures) until `lockedUntil`. */
const isWaiting = (member: StaffMember, now = Date.now()) =>
  member.lockedUntil !== null && new Date(member.lockedUntil).getTime() > now;

export function StaffTable({
  members,
  meId,
  busy,
  onAction,
}: {
  members: StaffMember[];
  meId: number;
  busy: boolean;
  onAction: (action: StaffAction) => void;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const companies = useCompanyNames();
  const header = (key: string) => t(`staff.table.${key}`);
  // Status second: a phone shows it (and a wait) without scrolling the table.
  const columns: Column<StaffMember>[] = [
    {
      key: 'name',
      header: header('name'),
      rowHeader: true,
      cell: (member) => (
        <>
          {member.name} {member.id === meId && <span className="font-normal text-stone-600">{t('staff.you')}</span>}
        </>
      ),
    },
    { key: 'status', header: header('status'), cell: (member) => <Status member={member} /> },
    { key: 'email', header: header('email'), className: 'wrap-anywhere', cell: (member) => member.email },
    {
      key: 'role',
      header: header('role'),
      cell: (member) =>
        member.id === meId ? (
          t(`common.roles.${member.role}`)
        ) : (
          <SelectField
            label={t('staff.roleLabel', { name: member.name })}
            hideLabel
            compact
            value={member.role}
            disabled={busy}
            onChange={(event) => onAction({ kind: 'role', member, role: event.target.value as Role })}
            options={ROLES.map((role) => ({ value: role, label: t(`common.roles.${role}`) }))}
          />
        ),
    },
    {
      key: 'companies',
      header: header('companies'),
      // Owners work for the whole group whatever their account holds (docs/decisions/088).
      cell: (member) => companies.cell(companiesOf(member) ?? []),
    },
    {
      key: 'twoFactor',
      header: header('twoFactor'),
      cell: (member) => (member.totpEnabled ? t('staff.twoFactorOn') : t('staff.twoFactorOff')),
    },
    {
      key: 'lastSignIn',
      header: header('lastSignIn'),
      className: 'whitespace-nowrap',
      cell: (member) => (member.lastSignInAt ? formatDate(member.lastSignInAt) : t('common.never')),
    },
    {
      key: 'actions',
      header: header('actions'),
      cell: (member) => <Actions member={member} me={member.id === meId} busy={busy} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      caption={t('staff.table.caption')}
      className="mt-4"
      rows={members}
      rowKey={(member) => member.id}
      columns={columns}
    />
  );
}

/** Active or disabled, and a sign-in wait (or the failures so far) under it. */
function Status({ member }: { member: StaffMember }) {
  const t = useT();
  const formatDate = useFormatDate();
  const waiting = isWaiting(member);
  return (
    <>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.disabled ? 'bg-stone-200 text-stone-800' : 'bg-green-100 text-green-900'}`}
      >
        {member.disabled ? t('staff.disabled') : t('staff.active')}
      </span>
      {waiting && member.lockedUntil && (
        <p className="mt-2 rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-950">
          {t('staff.waiting', { time: formatDate(member.lockedUntil) })}
          <span className="block font-normal">{t('staff.waitingHelp', { count: member.failures })}</span>
        </p>
      )}
      {!waiting && member.failures > 0 && (
        <p className="mt-2 text-xs text-stone-700">{t('staff.failures', { count: member.failures })}</p>
      )}
    </>
  );
}

function Actions({
  member,
  me,
  busy,
  onAction,
}: {
  member: StaffMember;
  me: boolean;
  busy: boolean;
  onAction: (action: StaffAction) => void;
}) {
  const t = useT();
  // A button that opens a question or a panel about this colleague, named with their name. Called, not
  // rendered as a component of its own: a component made here would be a new one each render, and the
  // button the focus goes back to would be replaced.
  const asks = (kind: AskKind, text: string, label: string) => (
    <Button
      size="sm"
      variant="outline"
      aria-label={t(label, { name: member.name })}
      onClick={(event) => onAction({ kind, member, trigger: event.currentTarget })}
    >
      {t(text)}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {isWaiting(member) && (
        <Button
          size="sm"
          aria-label={t('staff.liftWaitLabel', { name: member.name })}
          disabled={busy}
          onClick={() => onAction({ kind: 'lift', member })}
        >
          {t('staff.liftWait')}
        </Button>
      )}
      {!me &&
        (member.disabled
          ? asks('enable', 'staff.enable', 'staff.enableLabel')
          : asks('disable', 'staff.disable', 'staff.disableLabel'))}
      {!me && member.totpEnabled && asks('reset', 'staff.resetTwoFactor', 'staff.resetTwoFactorLabel')}
      {!me && !member.disabled && asks('resetLink', 'staff.sendReset', 'staff.sendResetLabel')}
      {!me && member.role !== 'owner' && asks('companies', 'staff.companies.open', 'staff.companies.openLabel')}
      {!me && asks('sessions', 'staff.sessions', 'staff.sessionsLabel')}
    </div>
  );
}
