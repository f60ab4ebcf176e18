import { lazy, Suspense, useId } from 'react';
import { useT } from '../../i18n';

// The editor (Lexical, about 90 KB gzip) is fetched only when an article is opened.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor'));

/** The article's text in one language: a label, a hint, the rich-text editor and its error. */
export function ContentField({
  label,
  lang,
  initialHtml,
  onChange,
  error,
}: {
  label: string;
  lang: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1.5">
      {/* Not a <label>: the text area is a contenteditable element, named by aria-labelledby. */}
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('news.fields.contentHint')}
      </p>
      <Suspense fallback={<p role="status">{t('news.editorLoading')}</p>}>
        <RichTextEditor
          id={`${id}-editor`}
          labelId={`${id}-label`}
          describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          lang={lang}
          initialHtml={initialHtml}
          onChange={onChange}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
