import { type MediaAlt, type MediaLibraryItem, updateMediaSchema } from '@common/admin/media';
import { LOCALES } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { mediaItemQuery, mediaKey, saveAlt } from '../../components/media/library-api';
import { issueTexts } from '../../components/translation/errors';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';

/**
 * The image's descriptions, one per language (the rule is the server's: updateMediaSchema, English required).
 * Saved on the image, so every page using it reads them.
 */
export function AltForm({ item }: { item: MediaLibraryItem }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState<Partial<MediaAlt>>(item.alt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation<MediaLibraryItem, ApiError, Partial<MediaAlt>>({
    mutationFn: (value) => saveAlt(item.id, value),
    onSuccess: (saved) => {
      queryClient.setQueryData(mediaItemQuery(item.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...mediaKey, 'list'] });
      setAlt(saved.alt);
      announce(t('media.image.altSaved'));
    },
    onError: (error) => setErrors(error.fields),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = z.safeParse(updateMediaSchema, { alt });
    if (!checked.success) {
      setErrors(issueTexts(checked.error.issues));
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    save.mutate(alt);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="media-alt-title">
      <h2 id="media-alt-title" className="text-lg font-semibold text-stone-900">
        {t('media.image.altTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('media.image.altIntro')}</p>
      {LOCALES.map((locale) => (
        <Field
          key={locale}
          label={t(`media.altLabel.${locale}`)}
          hint={locale === 'en' ? undefined : t('media.altOptional')}
          required={locale === 'en'}
          maxLength={300}
          value={alt[locale] ?? ''}
          error={errors[`alt.${locale}`]}
          onChange={(event) => setAlt((current) => ({ ...current, [locale]: event.target.value }))}
        />
      ))}
      {save.error && !Object.keys(save.error.fields).length && <Alert tone="error">{save.error.message}</Alert>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('media.image.saveAlt')}
      </Button>
    </form>
  );
}
