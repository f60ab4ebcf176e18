import type { LEGAL_PAGES } from '@common/entries/kinds';
import { ArrowRight } from 'lucide-react';
import { PageMeta } from '@/components/seo/PageMeta';
import { LegalContactCard } from '@/features/legal/components/LegalContactCard';
import { LegalDocument } from '@/features/legal/components/LegalDocument';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { Link } from '@/lib/router';
import { useSiteIdentity } from '@/lib/site-identity';

/*
 * The two legal pages share one module, so their shared components travel in this page's chunk instead
 * of the chunk every page loads (two routes importing the same components would put them there).
 */

/** The sections of one document (legalSection records of that page), in the staff's order. */
function useSections(page: (typeof LEGAL_PAGES)[number]) {
  return useEntries('legalSection')?.filter((section) => section.page === page);
}

/** The privacy notice: what the forms collect, why, for how long, and the visitor's rights. */
export function PrivacyPage() {
  const { t, messages } = useI18n();
  const { privacy } = messages.legal;
  const identity = useSiteIdentity();
  return (
    <>
      <PageMeta title={t('legal.privacy.meta.title')} description={t('legal.privacy.meta.description')} />
      <LegalDocument
        heading={privacy.heading}
        intro={privacy.intro}
        sections={useSections('privacy')}
        closing={{
          anchor: 'contact',
          content: <LegalContactCard email={identity?.privacyEmail ?? ''} officer={identity?.privacyOfficer} />,
        }}
      />
    </>
  );
}

/** The terms of use, in plain language. */
export function TermsPage() {
  const { t, messages } = useI18n();
  const { terms } = messages.legal;
  const identity = useSiteIdentity();
  return (
    <>
      <PageMeta title={t('legal.terms.meta.title')} description={t('legal.terms.meta.description')} />
      <LegalDocument
        heading={terms.heading}
        intro={terms.intro}
        sections={useSections('terms')}
        extras={{
          'your-personal-information': (
            <p className="mt-4">
              <Link
                to="/privacy"
                className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-2 hover:text-primary-dark"
              >
                {terms.privacyLink}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </p>
          ),
        }}
        closing={{ anchor: 'contact', content: <LegalContactCard email={identity?.legalEmail ?? ''} /> }}
      />
    </>
  );
}
