import type { StaffMember } from '@common/admin/auth';
import { STAFF_INTL_LOCALES } from '@common/admin/time-zone';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Alert } from '../../components/Alert';
import { Modal } from '../../components/Modal';
import { RefsInput } from '../../components/record/RefsInput';
import { useLanguage, useT } from '../../i18n';
import { companiesQuery } from './api';

/**
 * The companies a staff member or an invitation is limited to, in words (docs/decisions/088): "Whole
 * group" for none, else the companies' names. `list` joins them as a table cell does (commas) or as a
 * sentence does ("AK Images and Veb Media").
 */
export function useCompanyNames() {
  const t = useT();
  const language = useLanguage();
  const companies = useQuery(companiesQuery);
  const sentence = useMemo(
    () => new Intl.ListFormat(STAFF_INTL_LOCALES[language], { type: 'conjunction' }),
    [language],
  );
  const names = useCallback(
    (ids: readonly number[]) =>
      ids.map((id) => companies.data?.find((company) => company.id === id)?.label ?? `#${id}`),
    [companies.data],
  );
  return {
    companies,
    names,
    /** For a table cell: "Whole group", or the names with commas (a wait while the names are on their way). */
    cell: (ids: readonly number[]) =>
      ids.length === 0 ? t('staff.companies.wholeGroup') : companies.data ? names(ids).join(', ') : '…',
    /** Inside a sentence: the names as a list in the staff member's language. */
    sentence: (ids: readonly number[]) => sentence.format(names(ids)),
  };
}

/** The boxes of the group's companies, ticked for `value`; none ticked is the whole group. */
export function CompanyChoices({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: readonly number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const t = useT();
  const companies = useQuery(companiesQuery);
  return (
    <RefsInput
      label={label}
      hint={t('staff.companies.hint')}
      path="companyIds"
      options={(companies.data ?? []).map((company) => ({ id: company.id, label: company.label }))}
      value={value}
      loading={companies.isPending ? t('common.loading') : undefined}
      error={error ?? (companies.error ? t('common.loadError', { message: companies.error.message }) : undefined)}
      onChange={onChange}
    />
  );
}

/**
 * Which companies a colleague works for (docs/decisions/088), in the staff area's dialog: a box per
 * company, Save and Cancel. The page sends the choice (`onSave`), and closes it once the server took it;
 * a refusal shows in it. The dialog gives the focus back to the row's button when it closes (Modal).
 */
export function CompaniesDialog({
  member,
  pending,
  error,
  onSave,
  onCancel,
  returnFocusTo,
}: {
  /** Whose companies are being chosen; null: closed. */
  member: StaffMember | null;
  pending: boolean;
  error?: string;
  onSave: (companyIds: number[]) => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  return (
    <Modal
      open={member !== null}
      onClose={onCancel}
      title={member ? t('staff.companies.title', { name: member.name }) : ''}
      description={member ? <p>{t('staff.companies.intro', { name: member.name })}</p> : undefined}
      returnFocusTo={returnFocusTo}
    >
      {member && (
        <CompaniesForm
          key={member.id}
          member={member}
          pending={pending}
          error={error}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function CompaniesForm({
  member,
  pending,
  error,
  onSave,
  onCancel,
}: {
  member: StaffMember;
  pending: boolean;
  error?: string;
  onSave: (companyIds: number[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [ids, setIds] = useState<number[]>(member.companyIds);
  return (
    <form
      className="mt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSave(ids);
      }}
    >
      <CompanyChoices label={t('staff.companies.legend')} value={ids} onChange={setIds} />
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button type="button" size="sm" variant="outline" wrap onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        {/* Busy, not disabled: a disabled button loses the focus to the page, outside the dialog. */}
        <Button
          type="submit"
          size="sm"
          aria-disabled={pending || undefined}
          className={cn(pending && 'cursor-progress opacity-60')}
        >
          {pending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
