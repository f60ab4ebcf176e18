import type { LinkOutcome } from '@common/newsletter';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageMeta } from '@/components/seo/PageMeta';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { Link } from '@/lib/router';
import { type LinkAction, postLinkToken } from '../api/link-action';
import { forgetLinkToken, readLinkToken } from '../link-token';
import { NewsletterForm } from './NewsletterForm';

type State = 'starting' | 'ready' | 'busy' | 'missing' | LinkOutcome;

/** The dictionary key of what the visitor is told, once there is something to tell. */
function messageOf(action: LinkAction, state: State): string | null {
  switch (state) {
    case 'done':
    case 'invalid':
      return `newsletter.${action}.${state}`;
    case 'expired':
      return action === 'confirm' ? 'newsletter.confirm.expired' : 'newsletter.unsubscribe.invalid';
    case 'missing':
    case 'failed':
      return `newsletter.${state}`;
    default:
      return null;
  }
}

/**
 * The page an e-mail's link opens: confirming a subscription, or unsubscribing (docs/decisions/017). Opening it
 * changes nothing (mail scanners open links); the button does, with one POST (docs/decisions/017). The
 * token is read in the browser from the link's '#token=', so the server renders, and caches, one page for
 * everybody.
 */
export function EmailLinkAction({ action }: { action: LinkAction }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>('starting');
  const token = useRef<string | null>(null);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    token.current = readLinkToken(window.location);
    setState(token.current ? 'ready' : 'missing');
  }, []);

  const run = async () => {
    if (!token.current) return;
    setState('busy');
    const outcome = await postLinkToken(action, token.current);
    if (outcome === 'done') forgetLinkToken();
    setState(outcome);
  };

  // The result is announced and takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (state !== 'starting' && state !== 'ready' && state !== 'busy') result.current?.focus();
  }, [state]);

  const key = `newsletter.${action}`;
  const message = messageOf(action, state);
  const success = state === 'done';
  const showButton = state === 'starting' || state === 'ready' || state === 'busy' || state === 'failed';
  const canSubscribeAgain = action === 'confirm' && (state === 'invalid' || state === 'expired');

  return (
    // Its button needs the token the app reads from the address: the app starts with the page (boot.ts).
    <section data-start-app="" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-16">
      {/* A page for the holder of one e-mail's link, not for search results. */}
      <PageMeta title={t(`${key}.meta.title`)} description={t(`${key}.meta.description`)} noindex />
      <h1 className="text-3xl font-bold text-stone-900">{t(`${key}.heading`)}</h1>
      {showButton && (
        <>
          <p className="mt-4 leading-7 text-stone-700">{t(`${key}.intro`)}</p>
          <div className="mt-8">
            <Button size="lg" wrap onClick={run} disabled={state !== 'ready'} aria-disabled={state === 'busy'}>
              {state === 'busy' && <Loader2 className="animate-spin" aria-hidden="true" />}
              {state === 'busy' ? t(`${key}.busy`) : t(`${key}.button`)}
            </Button>
          </div>
        </>
      )}
      <div role={success ? 'status' : 'alert'} className="mt-6">
        {message && (
          <div
            className={
              success
                ? 'rounded-lg border border-green-300 bg-green-50 p-5 text-green-950'
                : 'rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950'
            }
          >
            <h2 ref={result} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold focus:outline-none">
              {success ? (
                <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
              ) : (
                <CircleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
              )}
              {t(`${message}.title`)}
            </h2>
            <p className="mt-2 leading-7">{t(`${message}.text`)}</p>
          </div>
        )}
      </div>
      {canSubscribeAgain && (
        <div className="mt-8">
          <h2 className="text-xl font-semibold text-stone-900">{t('newsletter.again.heading')}</h2>
          <p className="mt-2 text-stone-700">{t('newsletter.again.text')}</p>
          <NewsletterForm tone="light" />
        </div>
      )}
      {message && state !== 'failed' && (
        <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/" className="font-medium text-primary underline underline-offset-4 hover:text-primary-dark">
            {t('newsletter.home')}
          </Link>
          {action === 'unsubscribe' && state !== 'done' && (
            <Link
              to="/contact"
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-dark"
            >
              {t('newsletter.contact')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
