import type { IssuePreviews } from '@common/admin/newsletter';
import { LOCALES, type Locale } from '@common/locale';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../../i18n';

/**
 * The e-mail's HTML part (built by the server from escaped values, without styles or scripts) in a shadow
 * root: the admin area's stylesheet stays outside it, so it shows with the browser's own styles, as a mail
 * program shows simple HTML; nothing in it conflicts with the admin area's strict policy (a sandboxed frame
 * would also block the accessibility checks' scripts). Links open the site in a new tab.
 */
function EmailBody({ html, locale, label }: { html: string; locale: Locale; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    for (const link of body.querySelectorAll('a')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    root.replaceChildren(...Array.from(body.childNodes, (node) => document.importNode(node, true)));
  }, [html]);
  return (
    <article
      ref={host}
      lang={locale}
      aria-label={label}
      className="mt-2 rounded-md border border-stone-300 bg-white px-4 break-words"
    />
  );
}

/**
 * Each version of the issue as its readers receive it: the formatted e-mail and its plain-text part. A
 * language the form is not written in has no version, and says so.
 */
export function IssuePreview({ previews }: { previews: IssuePreviews }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const written = LOCALES.filter((locale) => previews[locale]);
  const missing = LOCALES.filter((locale) => !previews[locale]);
  return (
    <section aria-labelledby="preview" className="mt-8">
      <h2 id="preview" ref={heading} tabIndex={-1} className="text-xl font-semibold text-stone-900 focus:outline-none">
        {t('newsletters.previewTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('newsletters.previewIntro')}</p>
      {written.length === 0 && <p className="mt-2 text-stone-800">{t('newsletters.previewNone')}</p>}
      {written.length > 0 && missing.length > 0 && (
        <p className="mt-2 text-sm text-stone-700">
          {t('newsletters.previewMissing', { languages: missing.map((l) => t(`kit.languages.${l}`)).join(', ') })}
        </p>
      )}
      <Tabs.Root defaultValue={written[0]} className="mt-4">
        <Tabs.List
          aria-label={t('newsletters.previewTitle')}
          className="flex flex-wrap gap-1 border-b border-stone-300"
        >
          {written.map((locale) => (
            <Tabs.Trigger
              key={locale}
              value={locale}
              className={cn(
                '-mb-px rounded-t-md border border-transparent px-4 py-2 text-sm font-medium text-stone-700',
                'hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500',
                'data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-stone-900',
              )}
            >
              {t(`kit.languages.${locale}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {written.map((locale) => {
          const preview = previews[locale];
          const language = t(`kit.languages.${locale}`);
          if (!preview) return null;
          return (
            <Tabs.Content
              key={locale}
              value={locale}
              className="space-y-4 pt-4 focus-visible:outline-3 focus-visible:outline-amber-500"
            >
              <p className="font-medium text-stone-900">
                {t('newsletters.previewSubject', { subject: preview.subject })}
              </p>
              <div>
                <h3 className="text-sm font-semibold text-stone-800">{t('newsletters.formatted')}</h3>
                <EmailBody
                  html={preview.html}
                  locale={preview.locale}
                  label={t('newsletters.frameTitle', { language })}
                />
              </div>
              <details>
                <summary className="cursor-pointer font-medium text-primary">{t('newsletters.plainText')}</summary>
                <pre className="mt-2 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap text-stone-900">
                  {preview.text}
                </pre>
              </details>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </section>
  );
}
