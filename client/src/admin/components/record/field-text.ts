import type { Fields } from '@common/model/fields';
import { formatFigure } from '@common/model/figure';
import { asText } from '@common/model/versions';
import { useLanguage, useT } from '../../i18n';
import { fieldInLanguage } from '../../lib/words';

/**
 * A field of a record and its value in words, by its payload path ('values.phone', 'words.fr.title',
 * 'published'): how two people's versions (ConflictChoices) and a change proposed for review
 * (docs/decisions/090) are shown. `valueText` names what only the feature knows (a choice's, a reference's).
 */
export function useFieldText({
  fields,
  label,
  valueText,
  publishedLabel,
}: {
  fields: Fields;
  label: (field: string) => string;
  valueText?: (field: string, value: unknown) => string | undefined;
  publishedLabel?: string;
}) {
  const t = useT();
  const staffLanguage = useLanguage();
  const labelOfPath = (path: string): string => {
    if (path === 'published') return publishedLabel ?? path;
    const [root, a, b] = path.split('.');
    if (root === 'words' && b) return fieldInLanguage(t, label(b), t(`kit.languages.${a}`));
    return label(a ?? path);
  };
  const textOf = (path: string, value: unknown): string => {
    if (path === 'published' || typeof value === 'boolean') return value ? t('kit.conflict.yes') : t('kit.conflict.no');
    const [root, name] = path.split('.');
    if (root === 'words') return asText(value);
    const field = fields[name];
    const own = valueText?.(name, value);
    if (own !== undefined) return own;
    if (field?.type === 'figure' && value && typeof value === 'object') {
      try {
        return formatFigure(value as never, staffLanguage);
      } catch {
        return '';
      }
    }
    return asText(value);
  };
  return { labelOfPath, textOf };
}
