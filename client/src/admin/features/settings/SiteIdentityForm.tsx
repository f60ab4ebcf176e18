import { ADDRESS_LINES_MAX, type SiteIdentityInput, siteIdentitySchema } from '@common/admin/settings';
import { type SiteIdentity, SOCIAL_NETWORKS } from '@common/site-identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { LoadState } from '../../components/LoadState';
import { ImageField, type ImageValue, imageAltError, saveImageAlt } from '../../components/media/ImageField';
import { Section } from '../../components/Section';
import { SubmitForm } from '../../components/SubmitForm';
import { TextArea } from '../../components/TextArea';
import { issueTexts } from '../../components/translation/errors';
import { useT } from '../../i18n';
import { identityQuery, saveIdentity } from './api';

/** The form's values: the identity as text fields, the address one line per line. */
interface Values {
  groupName: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  countryFr: string;
  countrySw: string;
  careersEmail: string;
  internshipsEmail: string;
  legalName: string;
  privacyOfficer: string;
  privacyEmail: string;
  legalEmail: string;
  linkedin: string;
  x: string;
  facebook: string;
}

const toValues = (identity: SiteIdentity | null): Values => ({
  groupName: identity?.groupName ?? '',
  email: identity?.email ?? '',
  phone: identity?.phone ?? '',
  address: (identity?.addressLines ?? []).join('\n'),
  country: identity?.country ?? '',
  countryFr: identity?.translations.fr?.country ?? '',
  countrySw: identity?.translations.sw?.country ?? '',
  careersEmail: identity?.careersEmail ?? '',
  internshipsEmail: identity?.internshipsEmail ?? '',
  legalName: identity?.legalName ?? '',
  privacyOfficer: identity?.privacyOfficer ?? '',
  privacyEmail: identity?.privacyEmail ?? '',
  legalEmail: identity?.legalEmail ?? '',
  linkedin: identity?.social.linkedin ?? '',
  x: identity?.social.x ?? '',
  facebook: identity?.social.facebook ?? '',
});

const toInput = (values: Values, shareImage: ImageValue | null): SiteIdentityInput => ({
  shareImageId: shareImage?.id ?? null,
  groupName: values.groupName,
  email: values.email,
  phone: values.phone,
  addressLines: values.address.split('\n'),
  country: values.country,
  careersEmail: values.careersEmail,
  internshipsEmail: values.internshipsEmail,
  legalName: values.legalName,
  privacyOfficer: values.privacyOfficer,
  privacyEmail: values.privacyEmail,
  legalEmail: values.legalEmail,
  social: { linkedin: values.linkedin, x: values.x, facebook: values.facebook },
  translations: { fr: { country: values.countryFr }, sw: { country: values.countrySw } },
});

/**
 * Settings → Site identity (owners; docs/decisions/029): what the public pages say about the group and how
 * to reach it.
 */
export function SiteIdentityForm() {
  const t = useT();
  const current = useQuery(identityQuery);
  return (
    <Section title={t('settings.identity.title')} intro={t('settings.identity.intro')} className="mb-10">
      <LoadState query={current} />
      {current.data && <IdentityFields identity={current.data.identity} />}
    </Section>
  );
}

function IdentityFields({ identity }: { identity: SiteIdentity | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => toValues(identity));
  const [shareImage, setShareImage] = useState<ImageValue | null>(identity?.shareImage ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation<{ identity: SiteIdentity | null }, ApiError, SiteIdentityInput>({
    // The image's description lives on the image (the media library), saved first.
    mutationFn: async (input) => {
      if (shareImage) await saveImageAlt(shareImage);
      return saveIdentity(input);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(identityQuery.queryKey, next);
      setValues(toValues(next.identity));
      setShareImage(next.identity?.shareImage ?? null);
      setSaved(true);
    },
  });
  // The same schema as the server's: most mistakes are named before anything is sent; the server's own
  // answer (save.error.fields) is shown the same way.
  const errors = Object.keys(checked).length ? checked : (save.error?.fields ?? {});
  const errorFor = (path: string) =>
    Object.entries(errors).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
  const submit = () => {
    setSaved(false);
    setSubmitted(true);
    const input = toInput(values, shareImage);
    const result = z.safeParse(siteIdentitySchema, input);
    if (shareImage && imageAltError(shareImage)) return;
    if (!result.success) {
      save.reset();
      setChecked(issueTexts(result.error.issues));
      return;
    }
    setChecked({});
    save.mutate(input);
  };
  const field = (name: keyof Values, path: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={label}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
        setSaved(false);
      }}
      error={errorFor(path)}
      {...extra}
    />
  );
  /** An address the public pages show (no address book of the staff member's applies). */
  const mailbox = (
    name: 'email' | 'careersEmail' | 'internshipsEmail' | 'privacyEmail' | 'legalEmail',
    hint?: string,
  ) => field(name, name, t(`settings.identity.${name}`), { type: 'email', autoComplete: 'off', hint });
  const invalid = Object.keys(errors).length > 0;
  return (
    <SubmitForm
      className="mt-4 max-w-2xl"
      onSubmit={submit}
      success={saved && t('settings.identity.saved')}
      error={invalid ? t('settings.identity.invalid') : save.error?.message}
      pending={save.isPending}
      submit={t('settings.identity.save')}
      pendingLabel={t('common.saving')}
      // Leaving with changes not saved asks first.
      unsaved={
        JSON.stringify([values, shareImage]) !== JSON.stringify([toValues(identity), identity?.shareImage ?? null])
      }
    >
      {!identity && <Alert tone="info">{t('settings.identity.none')}</Alert>}
      {field('groupName', 'groupName', t('settings.identity.groupName'), {
        required: true,
        autoComplete: 'organization',
      })}
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{t('settings.identity.contact')}</legend>
        {field('phone', 'phone', t('settings.identity.phone'), {
          type: 'tel',
          autoComplete: 'off',
          hint: t('settings.identity.phoneHint'),
        })}
        {mailbox('email')}
        <TextArea
          label={t('settings.identity.address')}
          hint={t('settings.identity.addressHint', { max: ADDRESS_LINES_MAX })}
          rows={5}
          value={values.address}
          onChange={(event) => {
            const value = event.target.value;
            setValues((previous) => ({ ...previous, address: value }));
            setSaved(false);
          }}
          error={errorFor('addressLines')}
        />
        {field('country', 'country', t('settings.identity.country'))}
        {field('countryFr', 'translations.fr', t('settings.identity.countryFr'), { lang: 'fr' })}
        {field('countrySw', 'translations.sw', t('settings.identity.countrySw'), { lang: 'sw' })}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{t('settings.identity.mailboxes')}</legend>
        {mailbox('careersEmail', t('settings.identity.careersHint'))}
        {mailbox('internshipsEmail', t('settings.identity.internshipsHint'))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{t('settings.identity.legal')}</legend>
        {field('legalName', 'legalName', t('settings.identity.legalName'), {
          autoComplete: 'off',
          hint: t('settings.identity.legalNameHint'),
        })}
        {field('privacyOfficer', 'privacyOfficer', t('settings.identity.privacyOfficer'), { autoComplete: 'off' })}
        {mailbox('privacyEmail', t('settings.identity.privacyEmailHint'))}
        {mailbox('legalEmail', t('settings.identity.legalEmailHint'))}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-stone-900">{t('settings.identity.social')}</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network}>
            {field(network, `social.${network}`, t(`settings.identity.networks.${network}`), {
              type: 'url',
              inputMode: 'url',
              autoComplete: 'off',
              placeholder: 'https://',
            })}
          </div>
        ))}
      </fieldset>
      <ImageField
        label={t('settings.identity.shareImage')}
        hint={t('settings.identity.shareImageHint')}
        value={shareImage}
        onChange={(value) => {
          setShareImage(value);
          setSaved(false);
        }}
        shape="wide"
        showErrors={submitted}
        error={errorFor('shareImageId')}
      />
      <p className="text-sm text-stone-700">{t('settings.identity.emptyHint')}</p>
    </SubmitForm>
  );
}
