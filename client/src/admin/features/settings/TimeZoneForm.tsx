import { formatStaffDate } from '@common/admin/dates';
import { staffTimeZones } from '@common/admin/time-zone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { sessionQuery } from '../../api/session';
import { Alert } from '../../components/Alert';
import { useLanguage, useT } from '../../i18n';
import { useStaffClock } from '../../lib/dates';
import { saveTimeZone } from './api';

const selectClass =
  'block h-11 w-full max-w-md rounded-md border border-stone-400 bg-white px-3 text-base text-stone-900';

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
  const selectId = useId();
  const previewId = useId();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate(zone);
  };
  const region = (key: string) => {
    const text = t(`settings.timeZone.regions.${key}`);
    return text === `settings.timeZone.regions.${key}` ? key : text;
  };
  return (
    <section aria-labelledby="time-zone-title" className="mb-10">
      <h2 id="time-zone-title" className="text-lg font-semibold text-stone-900">
        {t('settings.timeZone.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-stone-700">{t('settings.timeZone.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 max-w-2xl space-y-4">
        {save.error && <Alert tone="error">{save.error.fields.timeZone ?? save.error.message}</Alert>}
        {saved && <Alert tone="success">{t('settings.timeZone.saved', { zone: saved })}</Alert>}
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            {t('settings.timeZone.label')}
          </label>
          <select
            id={selectId}
            value={zone}
            aria-describedby={previewId}
            onChange={(event) => {
              setZone(event.target.value);
              setSaved(null);
            }}
            className={selectClass}
          >
            {groups.map(([key, zones]) => (
              <optgroup key={key} label={region(key)}>
                {zones.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={previewId} className="text-sm text-stone-700">
            {t('settings.timeZone.now', { zone, time: formatStaffDate(new Date(), { zone, language }) })}
          </p>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.timeZone.save')}
        </Button>
      </form>
    </section>
  );
}
