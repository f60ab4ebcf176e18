import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ProductLogo } from './ProductLogo';

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
          <ProductLogo />
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

/** A way on from a signed-out screen ("Forgot your password?", "Back to sign-in"), in a line of its own. */
export function AuthLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <Link href={href} className="font-medium text-primary-dark underline underline-offset-2 hover:text-primary">
        {children}
      </Link>
    </p>
  );
}
