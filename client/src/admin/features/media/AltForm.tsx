import { isDescribed, type MediaLibraryItem, mediaAltInputSchema, mediaMessages } from '@common/admin/media';
import type { Locale } from '@common/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import type { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { Alert } from '../../components/Alert';
import { AltFields, theirsOf } from '../../components/media/AltFields';
import { type AltDraft, altInput, mediaItemQuery, mediaKey, saveAlt } from '../../components/media/library-api';
import { issueTexts } from '../../components/translation/errors';
import { useT } from '../../i18n';
import { announce } from '../../lib/announce';

const draftOf = (item: MediaLibraryItem): AltDraft => ({
  alt: item.alt,
  altStatus: item.altStatus,
  altSources: item.altSources,
  reviewed: [],
});

/**
 * The image's descriptions, one per language, saved on the image (so every page using it reads them)
 * through PATCH /media/:id and the one write path (docs/decisions/078): any language, at least one. The
 * form sends back the revision it opened; a colleague's change to another language is kept by the server,
 * and a change to the same one comes back as a 409 whose texts are shown under each field to choose from.
 */
export function AltForm({ item }: { item: MediaLibraryItem }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AltDraft>(() => draftOf(item));
  const [revision, setRevision] = useState(item.revision);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [theirs, setTheirs] = useState<Partial<Record<Locale, string | null>>>({});
  const save = useMutation<MediaLibraryItem, ApiError, AltDraft>({
    mutationFn: (value) => saveAlt(item.id, value, revision),
    onSuccess: (saved) => {
      queryClient.setQueryData(mediaItemQuery(item.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...mediaKey, 'list'] });
      setDraft(draftOf(saved));
      setRevision(saved.revision);
      setTheirs({});
      announce(t('media.image.altSaved'));
    },
    onError: (error) => {
      if (error.code === 'entries.conflict') {
        // Saving again from the colleague's version keeps what the fields hold then.
        const latest = error.detail?.revision;
        if (typeof latest === 'number') setRevision(latest);
        setTheirs(theirsOf(error.detail));
        setErrors({});
        return;
      }
      setErrors(error.fields);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = z.safeParse(mediaAltInputSchema, altInput(draft, revision));
    const found = checked.success ? {} : issueTexts(checked.error.issues);
    if (!isDescribed(draft.alt)) found.words = errorText(mediaMessages.altNeeded, undefined, mediaMessages.altNeeded);
    if (Object.keys(found).length) {
      setErrors(found);
      // The field in error; with no language written, the first field (any one will do).
      requestAnimationFrame(() =>
        (form.querySelector<HTMLInputElement>('input[aria-invalid="true"]') ?? form.querySelector('input'))?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(draft);
  }

  const conflict = Object.keys(theirs).length > 0;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="media-alt-title">
      <h2 id="media-alt-title" className="text-lg font-semibold text-stone-900">
        {t('media.image.altTitle')}
      </h2>
      <p className="text-sm text-stone-700">{t('media.image.altIntro')}</p>
      {errors.words && <Alert tone="error">{errors.words}</Alert>}
      {conflict && <Alert tone="warning">{t('media.altConflict')}</Alert>}
      <AltFields draft={draft} onChange={setDraft} errors={errors} theirs={theirs} />
      {save.error && save.error.code !== 'entries.conflict' && !Object.keys(save.error.fields).length && (
        <Alert tone="error">{save.error.message}</Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('media.image.saveAlt')}
      </Button>
    </form>
  );
}
