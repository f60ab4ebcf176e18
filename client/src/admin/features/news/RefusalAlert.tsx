import { Alert } from '../../components/Alert';
import { useT } from '../../i18n';

/**
 * What the server refused about the article, in the publish and review panels: its message, then each
 * field it names, with the language and the field said (fieldMessage).
 */
export function RefusalAlert({ error }: { error: { message: string; fields: Record<string, string> } }) {
  const t = useT();
  const fieldErrors = Object.entries(error.fields);
  return (
    <Alert tone="error">
      {error.message}
      {fieldErrors.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {fieldErrors.map(([path, message]) => (
            <li key={path}>{fieldMessage(path, message, t)}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** "French, Excerpt: Write some text" for a server message about words.fr.excerpt. */
export function fieldMessage(
  path: string,
  message: string,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const match = /^words\.(en|fr|sw)\.(\w+)/.exec(path);
  if (!match) return message;
  const field = { title: 'title', slug: 'slug', excerpt: 'excerpt', contentHtml: 'content' }[match[2]];
  const name = field ? t(`news.fields.${field}`) : match[2];
  return t('kit.labelled', {
    label: t('kit.inLanguage', { language: t(`kit.languages.${match[1]}`), field: name }),
    value: message,
  });
}
