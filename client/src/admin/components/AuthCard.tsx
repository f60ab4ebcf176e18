import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';

/** The centred card of the screens before one is signed in (sign-in, code, setup, invitation). */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | ${t('common.productName')}`;
    heading.current?.focus();
  }, [title, t]);
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-stone-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <LanguageSwitch />
        <p className="mb-6 flex items-center gap-2 font-bold text-primary-dark">
          <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#fbbf24" />
            <path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="#14532d" />
          </svg>
          {t('common.productName')}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-stone-900 focus:outline-none">
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm text-stone-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
