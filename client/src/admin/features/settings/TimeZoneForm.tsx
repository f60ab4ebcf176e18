import { formatStaffDate } from '@common/admin/dates';
import { staffTimeZones } from '@common/admin/time-zone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Section } from '../../components/Section';
import { SelectField } from '../../components/SelectField';
import { SubmitForm } from '../../components/SubmitForm';
import { useLanguage, useT } from '../../i18n';
import { useStaffClock } from '../../lib/dates';
import { saveTimeZone } from './api';

/** The zones by region ("Africa", "Europe"...), Africa first, each named by its place ("Dar es Salaam"). */
function groupedZones(current: string) {
  const zones = staffTimeZones();
  if (!zones.includes(current)) zones.unshift(current);
  const groups = new Map<string, { value: string; name: string }[]>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const region = slash < 0 ? 'other' : zone.slice(0, slash);
    const name = (slash < 0 ? zone : zone.slice(slash + 1)).replaceAll('_', ' ').replaceAll('/', ' / ');
    if (!groups.has(region)) groups.set(region, []);
    groups.get(region)?.push({ value: zone, name });
  }
  return [...groups];
}

/**
 * The staff area's one time zone (docs/decisions/026): every date on every screen and in every e-mail to staff is
 * shown in it, and dates staff type are read in it. Saving it refreshes the session, which carries it.
 */
export function TimeZoneForm() {
  const t = useT();
  const language = useLanguage();
  const clock = useStaffClock();
  const queryClient = useQueryClient();
  const [zone, setZone] = useState(clock.zone);
  const [saved, setSaved] = useState<string | null>(null);
  const groups = useMemo(() => groupedZones(clock.zone), [clock.zone]);
  const save = useMutation<{ timeZone: string }, ApiError, string>({
    mutationFn: (timeZone) => saveTimeZone({ timeZone }),
    onSuccess: async (next) => {
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      setZone(next.timeZone);
      setSaved(next.timeZone);
    },
  });
  const region = (key: string) => {
    const text = t(`settings.timeZone.regions.${key}`);
    return text === `settings.timeZone.regions.${key}` ? key : text;
  };
  return (
    <Section title={t('settings.timeZone.title')} intro={t('settings.timeZone.intro')} className="mb-10">
      <SubmitForm
        className="mt-4 max-w-2xl"
        onSubmit={() => {
          setSaved(null);
          save.mutate(zone);
        }}
        success={saved && t('settings.timeZone.saved', { zone: saved })}
        error={save.error && (save.error.fields.timeZone ?? save.error.message)}
        pending={save.isPending}
        submit={t('settings.timeZone.save')}
        pendingLabel={t('common.saving')}
      >
        <SelectField
          label={t('settings.timeZone.label')}
          selectClassName="max-w-md"
          value={zone}
          onChange={(event) => {
            setZone(event.target.value);
            setSaved(null);
          }}
          options={groups.map(([key, zones]) => ({
            group: region(key),
            options: zones.map((item) => ({ value: item.value, label: item.name })),
          }))}
          note={t('settings.timeZone.now', { zone, time: formatStaffDate(new Date(), { zone, language }) })}
        />
      </SubmitForm>
    </Section>
  );
}
