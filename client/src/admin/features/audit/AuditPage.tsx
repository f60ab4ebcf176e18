import { Link, Route, Switch, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n';
import { isCurrentPath } from '../../layout/sections';
import { AuditLog } from './AuditLog';
import { SignInAttempts } from './SignInAttempts';
import { SignInBlocks } from './SignInBlocks';

/** The audit log (owners): the changes at /audit, the sign-in attempts at /audit/sign-ins. */
export function AuditPage() {
  const t = useT();
  const [location] = useLocation();
  const views = [
    { path: '/', label: t('audit.tabs.log') },
    { path: '/sign-ins', label: t('audit.tabs.signIns') },
  ];
  return (
    <>
      <PageTitle title={t('audit.title')}>{t('audit.title')}</PageTitle>
      <p className="max-w-3xl text-stone-700">{t('audit.intro')}</p>
      <nav aria-label={t('audit.tabs.label')} className="mt-4 border-b border-stone-200">
        <ul className="flex flex-wrap gap-1">
          {views.map((view) => {
            const current = isCurrentPath(view.path, location);
            return (
              <li key={view.path}>
                <Link
                  href={view.path}
                  // The sidebar's entry is the page (the one aria-current="page"); this is the current view in it.
                  aria-current={current ? 'true' : undefined}
                  className={cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold',
                    current
                      ? 'border-primary text-primary-dark'
                      : 'border-transparent text-stone-700 hover:text-stone-900',
                  )}
                >
                  {view.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Switch>
        <Route path="/sign-ins">
          <SignInBlocks />
          <SignInAttempts />
        </Route>
        <Route>
          <AuditLog />
        </Route>
      </Switch>
    </>
  );
}
