import type { ApiErrorCode } from '@common/admin/api-errors';
import type { RecordSnapshot } from '@common/admin/revisions';
import type { EntryKind } from '@common/entries/kinds';
import { fieldsOf } from '@common/entries/words';
import { LOCALES } from '@common/locale';
import { and, eq, ne, sql } from 'drizzle-orm';
import { entries, media } from '../../db/schema';
import type { Writer } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { altOf } from '../media';

/**
 * What the database must confirm about a record before it is saved: a unique field not used by another
 * record of the kind (a word field: in the same language), a referred record that exists and is of the
 * right kind, an image that exists. Errors are keyed like the schema's (`values.slug`, `words.fr.title`),
 * so the editor shows them beside the field.
 */
export async function checkValues(tx: Writer, kind: EntryKind, state: RecordSnapshot, id: number | null) {
  const errors: Record<string, ApiErrorCode> = {};
  const other = id === null ? undefined : ne(entries.id, id);
  for (const [name, spec] of Object.entries(fieldsOf(kind))) {
    if (spec.perLanguage) {
      if (!spec.unique) continue;
      for (const locale of LOCALES) {
        const value = state.versions[locale]?.words[name];
        if (value == null) continue;
        const [taken] = await tx
          .select({ id: entries.id })
          .from(entries)
          .where(
            and(
              eq(entries.kind, kind),
              sql`${entries.versions} -> ${locale} -> 'words' -> ${name} = ${JSON.stringify(value)}::jsonb`,
              other,
            ),
          )
          .limit(1);
        if (taken) errors[`words.${locale}.${name}`] = 'entries.valueTaken';
      }
      continue;
    }
    const value = state.values[name];
    if (value === null || value === undefined) continue;
    if (spec.unique) {
      const [taken] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.kind, kind), sql`${entries.values} -> ${name} = ${JSON.stringify(value)}::jsonb`, other))
        .limit(1);
      if (taken) errors[`values.${name}`] = 'entries.valueTaken';
    }
    if (spec.type === 'ref' && typeof value === 'number') {
      const [found] = await tx
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, value), eq(entries.kind, spec.ref ?? '')));
      if (!found) errors[`values.${name}`] = 'field.listChoice';
    }
    if (spec.type === 'image' && typeof value === 'number') {
      const [found] = await tx
        .select({ id: media.id, versions: media.versions })
        .from(media)
        .where(eq(media.id, value));
      if (!found) errors[`values.${name}`] = 'field.imageGone';
      // An image shows on a page only once it is described, in some language (docs/decisions/030).
      else if (Object.keys(altOf(found.versions)).length === 0) errors[`values.${name}`] = 'media.altNeeded';
    }
  }
  if (Object.keys(errors).length > 0) {
    throw HttpError.ofFields(Object.values(errors).includes('entries.valueTaken') ? 409 : 400, errors);
  }
}
