import {
  type ContactNotifySettings,
  type NotifyPerson,
  type NotifyWants,
  splitAddresses,
} from '@common/admin/settings';
import { INQUIRY_TYPES, type InquiryType } from '@common/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ApiError } from '../../api/client';
import { CheckboxField } from '../../components/CheckboxField';
import { Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import { saveNotify } from './api';

type Texts = Record<InquiryType, string>;
type Choice = Record<number, NotifyWants>;

const toTexts = (settings: ContactNotifySettings): Texts =>
  Object.fromEntries(INQUIRY_TYPES.map((type) => [type, settings.recipients[type].join(', ')])) as Texts;
const toChoice = (settings: ContactNotifySettings): Choice =>
  Object.fromEntries(settings.people.map((person) => [person.id, person.wants]));

/**
 * Who is told about contact messages (docs/decisions/018, 093): each person who can open the inbox, with
 * the inquiry types and companies they want, and other addresses per type. Until someone saves, the
 * screen shows the new install's default (every owner, every message) and says so.
 */
export function NotifyForm({
  settings,
  onSaved,
}: {
  settings: ContactNotifySettings;
  onSaved: (next: ContactNotifySettings) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => toTexts(settings));
  const [choice, setChoice] = useState<Choice>(() => toChoice(settings));
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState<number[]>([]);
  const save = useMutation<ContactNotifySettings, ApiError, void>({
    mutationFn: () =>
      saveNotify({
        recipients: Object.fromEntries(INQUIRY_TYPES.map((type) => [type, splitAddresses(texts[type])])) as Record<
          InquiryType,
          string[]
        >,
        people: settings.people.map((person) => ({ id: person.id, ...choice[person.id] })),
      }),
    onSuccess: (next) => {
      onSaved(next);
      // The dashboard's "not configured" line may have changed.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      setTexts(toTexts(next));
      setChoice(toChoice(next));
      setSaved(true);
    },
  });
  /** The server names a bad address by its place (recipients.media.1): shown under its type's field. */
  const errorFor = (type: InquiryType) =>
    Object.entries(save.error?.fields ?? {}).find(([path]) => path.startsWith(`recipients.${type}`))?.[1];
  const fallback = settings.fallback;
  const unsaved =
    JSON.stringify(texts) !== JSON.stringify(toTexts(settings)) ||
    JSON.stringify(choice) !== JSON.stringify(toChoice(settings));
  return (
    <Section title={t('settings.notify.title')} intro={t('settings.notify.intro')}>
      {!settings.chosen && (
        <p className="mt-2 max-w-3xl text-sm font-medium break-words text-stone-800">
          {fallback.length
            ? t('settings.notify.notChosenFallback', { addresses: fallback.join(', ') })
            : t('settings.notify.notChosen')}
        </p>
      )}
      <SubmitForm
        className="mt-4 max-w-3xl"
        onSubmit={() => {
          setSaved(false);
          // Someone told of only some companies, with none ticked, would be told of nothing: said, not sent.
          const empty = settings.people.filter((p) => choice[p.id].companies?.length === 0).map((p) => p.id);
          setMissing(empty);
          if (empty.length === 0) save.mutate();
        }}
        success={saved && t('settings.notify.saved')}
        error={
          missing.length > 0
            ? t('settings.notify.invalid')
            : save.error && (Object.keys(save.error.fields).length ? t('settings.notify.invalid') : save.error.message)
        }
        pending={save.isPending}
        submit={t('settings.notify.save')}
        pendingLabel={t('common.saving')}
        // Leaving with choices or addresses not saved asks first.
        unsaved={unsaved}
      >
        <h3 className="text-base font-semibold text-stone-900">{t('settings.notify.people')}</h3>
        <p className="text-sm text-stone-700">{t('settings.notify.peopleIntro')}</p>
        {settings.people.length === 0 && <p className="text-sm text-stone-800">{t('settings.notify.noPeople')}</p>}
        <ul className="space-y-3">
          {settings.people.map((person) => (
            <li key={person.id}>
              <PersonChoice
                person={person}
                wants={choice[person.id]}
                companies={settings.companies}
                missing={missing.includes(person.id)}
                onChange={(wants) => setChoice((current) => ({ ...current, [person.id]: wants }))}
              />
            </li>
          ))}
        </ul>
        <fieldset className="min-w-0 space-y-4 pt-2">
          <legend className="text-base font-semibold text-stone-900">{t('settings.notify.others')}</legend>
          <p className="text-sm text-stone-700">{t('settings.notify.othersIntro')}</p>
          <p className="text-sm break-words text-stone-700">
            {fallback.length
              ? t('settings.notify.fallback', { addresses: fallback.join(', ') })
              : t('settings.notify.noFallback')}
          </p>
          {INQUIRY_TYPES.map((type) => (
            <Field
              key={type}
              label={t(`settings.notify.types.${type}`)}
              hint={t('settings.notify.hint')}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={texts[type]}
              onChange={(event) => setTexts((current) => ({ ...current, [type]: event.target.value }))}
              error={errorFor(type)}
            />
          ))}
        </fieldset>
      </SubmitForm>
    </Section>
  );
}

/** One person: the types they are told about, and, for group-wide staff, which companies' messages. */
function PersonChoice({
  person,
  wants,
  companies,
  missing,
  onChange,
}: {
  person: NotifyPerson;
  wants: NotifyWants;
  companies: ContactNotifySettings['companies'];
  missing: boolean;
  onChange: (wants: NotifyWants) => void;
}) {
  const t = useT();
  const id = useId();
  const limited = person.role !== 'owner' && person.companyIds.length > 0;
  const nameOf = (companyId: number) => companies.find((company) => company.id === companyId)?.name ?? `#${companyId}`;
  const toggleType = (type: InquiryType, on: boolean) =>
    onChange({ ...wants, types: INQUIRY_TYPES.filter((item) => (item === type ? on : wants.types.includes(item))) });
  const toggleCompany = (companyId: number, on: boolean) => {
    const current = wants.companies ?? [];
    const next = on ? [...current, companyId] : current.filter((item) => item !== companyId);
    onChange({ ...wants, companies: companies.map((c) => c.id).filter((c) => next.includes(c)) });
  };
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold break-words text-stone-900">
        {t('settings.notify.person', { name: person.name, role: t(`common.roles.${person.role}`) })}
      </legend>
      <p className="text-sm wrap-anywhere text-stone-700">{person.email}</p>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-stone-800">{t('settings.notify.typesLegend')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {INQUIRY_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={t(`settings.notify.types.${type}`)}
              checked={wants.types.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      {limited ? (
        <p className="text-sm text-stone-700">
          {t('settings.notify.theirCompanies', { companies: person.companyIds.map(nameOf).join(', ') })}
        </p>
      ) : (
        <fieldset className="min-w-0" aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t('settings.notify.companiesLegend')}</legend>
          <div className="mt-1 space-y-2">
            <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="radio"
                name={`${id}-reach`}
                className="h-4 w-4 accent-primary"
                checked={wants.companies === null}
                onChange={() => onChange({ ...wants, companies: null })}
              />
              {t('settings.notify.allCompanies')}
            </label>
            <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="radio"
                name={`${id}-reach`}
                className="h-4 w-4 accent-primary"
                checked={wants.companies !== null}
                onChange={() => onChange({ ...wants, companies: wants.companies ?? [] })}
              />
              {t('settings.notify.someCompanies')}
            </label>
            {wants.companies !== null && (
              <div className="ml-6 flex flex-wrap gap-x-4 gap-y-2">
                {companies.map((company) => (
                  <CheckboxField
                    key={company.id}
                    label={company.name}
                    checked={wants.companies?.includes(company.id) ?? false}
                    onChange={(event) => toggleCompany(company.id, event.target.checked)}
                  />
                ))}
              </div>
            )}
            {missing && (
              <p id={`${id}-missing`} className="text-sm font-medium text-red-800">
                {t('settings.notify.pickCompany')}
              </p>
            )}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
