import { type ContactNotifySettings, splitAddresses } from '@common/admin/settings';
import { INQUIRY_TYPES, type InquiryType } from '@common/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { Field } from '../../components/Field';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
import { useT } from '../../i18n';
import { notifyQuery, saveNotify } from './api';
import { SiteIdentityForm } from './SiteIdentityForm';
import { TimeZoneForm } from './TimeZoneForm';

type Texts = Record<InquiryType, string>;
const toTexts = (settings: ContactNotifySettings): Texts =>
  Object.fromEntries(INQUIRY_TYPES.map((type) => [type, settings.recipients[type].join(', ')])) as Texts;

/**
 * Settings (owners): the site's identity (docs/decisions/029); the staff area's time zone
 * (docs/decisions/026); who is told about contact messages (docs/decisions/018).
 */
export function SettingsPage() {
  const t = useT();
  const current = useQuery(notifyQuery);
  return (
    <>
      <PageTitle title={t('settings.title')}>{t('settings.title')}</PageTitle>
      <SiteIdentityForm />
      <TimeZoneForm />
      <LoadState query={current} />
      {current.data && <NotifyForm settings={current.data} />}
    </>
  );
}

function NotifyForm({ settings }: { settings: ContactNotifySettings }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Texts>(() => toTexts(settings));
  const [saved, setSaved] = useState(false);
  const save = useMutation<ContactNotifySettings, ApiError, Texts>({
    mutationFn: (values) =>
      saveNotify({
        recipients: Object.fromEntries(INQUIRY_TYPES.map((type) => [type, splitAddresses(values[type])])) as Record<
          InquiryType,
          string[]
        >,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(notifyQuery.queryKey, next);
      // The dashboard's "not configured" line may have changed.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      setTexts(toTexts(next));
      setSaved(true);
    },
  });
  /** The server names a bad address by its place (recipients.media.1): shown under its type's field. */
  const errorFor = (type: InquiryType) =>
    Object.entries(save.error?.fields ?? {}).find(([path]) => path.startsWith(`recipients.${type}`))?.[1];
  const fallback = settings.fallback;
  return (
    <Section title={t('settings.notify.title')} intro={t('settings.notify.intro')}>
      <p className="mt-2 max-w-3xl text-sm break-words text-stone-700">
        {fallback.length
          ? t('settings.notify.fallback', { addresses: fallback.join(', ') })
          : t('settings.notify.noFallback')}
      </p>
      <SubmitForm
        className="mt-4 max-w-2xl"
        onSubmit={() => {
          setSaved(false);
          save.mutate(texts);
        }}
        success={saved && t('settings.notify.saved')}
        error={
          save.error && (Object.keys(save.error.fields).length ? t('settings.notify.invalid') : save.error.message)
        }
        pending={save.isPending}
        submit={t('settings.notify.save')}
        pendingLabel={t('common.saving')}
        // Leaving with addresses typed but not saved asks first.
        unsaved={JSON.stringify(texts) !== JSON.stringify(toTexts(settings))}
      >
        {INQUIRY_TYPES.map((type) => (
          <Field
            key={type}
            label={t(`settings.notify.types.${type}`)}
            hint={`${t('settings.notify.hint')} ${
              texts[type].trim()
                ? ''
                : fallback.length
                  ? t('settings.notify.usesFallback')
                  : t('settings.notify.nobody')
            }`}
            type="text"
            inputMode="email"
            autoComplete="off"
            value={texts[type]}
            onChange={(event) => setTexts((current) => ({ ...current, [type]: event.target.value }))}
            error={errorFor(type)}
          />
        ))}
      </SubmitForm>
    </Section>
  );
}
