import type { StaffMe } from '@common/admin/auth';
import { canUse, mayUse } from '@common/admin/roles';
import { useEffect, useRef } from 'react';
import { Route, Switch } from 'wouter';
import { useSession } from './api/session';
import { Alert } from './components/Alert';
import { AuthCard } from './components/AuthCard';
import { AccountPage } from './features/account/AccountPage';
import { AcceptInvitationPage } from './features/auth/AcceptInvitationPage';
import { CodePage } from './features/auth/CodePage';
import { EnrolPage } from './features/auth/EnrolPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SetupPage } from './features/auth/SetupPage';
import { SignInPage } from './features/auth/SignInPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { FEATURES } from './features/registry';
import { useT } from './i18n';
import { useLanguageControl } from './i18n/language';
import { AdminShell } from './layout/AdminShell';
import { ComingPage } from './layout/ComingPage';
import { ForbiddenPage, NotFoundPage } from './layout/StatusPages';
import { NAV_SECTIONS } from './layout/sections';
import { markSessionLost } from './lib/session-state';

/**
 * Which screen the session calls for: sign-in, the code, an owner's two-factor setup, or the admin
 * area itself, where each section checks the role and, for staff limited to companies, that the section
 * is open to them (docs/decisions/088; the server checks both again on every request).
 */
export function AdminApp() {
  const t = useT();
  const session = useSession();
  // Who was signed in last: when the session ends by itself, the screen stays theirs until they sign in
  // again in place (components/ReauthDialog.tsx); only signing out on purpose forgets them.
  const remembered = useRef<StaffMe | null>(null);
  const signedIn = session.data?.stage === 'full' ? session.data.user : null;
  if (signedIn) remembered.current = signedIn;
  const kept = signedIn ?? remembered.current;
  useEffect(() => {
    if (session.data && !signedIn && remembered.current) markSessionLost(session.data.ended ?? null);
  }, [session.data, signedIn]);
  // Signed in, the screens speak the account's language (chosen on the Account page).
  const { setLanguage } = useLanguageControl();
  const accountLanguage = signedIn?.locale;
  useEffect(() => {
    if (accountLanguage) setLanguage(accountLanguage);
  }, [accountLanguage, setLanguage]);
  if (session.isPending) {
    return (
      <AuthCard title={t('common.productName')}>
        <p role="status">{t('common.loading')}</p>
      </AuthCard>
    );
  }
  if (!kept && (session.error || !session.data)) {
    return (
      <AuthCard title={t('common.errorTitle')}>
        <Alert tone="error">{session.error?.message}</Alert>
        <button type="button" className="mt-4 font-medium text-primary underline" onClick={() => session.refetch()}>
          {t('common.retry')}
        </button>
      </AuthCard>
    );
  }
  // Signed in, or kept after the session ended by itself; otherwise where the sign-in stands.
  const user = kept ?? session.data?.user ?? null;
  const stage = kept ? 'full' : session.data?.stage;
  return (
    <Switch>
      <Route path="/invitation/:token">{(params) => <AcceptInvitationPage token={params.token} />}</Route>
      <Route path="/setup/:token">{(params) => <SetupPage token={params.token} />}</Route>
      <Route path="/reset/:token">{(params) => <ResetPasswordPage token={params.token} />}</Route>
      <Route path="/forgot-password">
        <ForgotPasswordPage />
      </Route>
      <Route>
        {/* The server names the account only once signing in is complete (stage 'full'). */}
        {stage === 'password' ? (
          <CodePage />
        ) : stage === 'enrol' ? (
          <EnrolPage />
        ) : !user || stage !== 'full' ? (
          <SignInPage />
        ) : (
          <AdminShell
            user={user}
            onSignedOut={() => {
              remembered.current = null;
            }}
          >
            <Switch>
              <Route path="/">
                <DashboardPage user={user} />
              </Route>
              <Route path="/account">
                <AccountPage user={user} />
              </Route>
              {NAV_SECTIONS.filter((entry) => entry.path !== '/').map(({ section, path }) => {
                const feature = FEATURES[section];
                return (
                  <Route key={section} path={path} nest>
                    {!mayUse(user, section) ? (
                      <ForbiddenPage groupOnly={canUse(user.role, section)} />
                    ) : feature ? (
                      <feature.Page user={user} />
                    ) : (
                      <ComingPage section={section} />
                    )}
                  </Route>
                );
              })}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </AdminShell>
        )}
      </Route>
    </Switch>
  );
}
