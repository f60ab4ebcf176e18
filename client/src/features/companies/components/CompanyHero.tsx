import { ExternalLink, Mail } from 'lucide-react';
import type { Company } from '@/components/companies/companies';
import { buttonVariants } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { MediaPicture } from '@/components/ui/responsive-image';
import { useI18n } from '@/i18n';

/** The page's green band: the company's sector, name and tagline, its website and the way to write to it. */
export function CompanyHero({ company }: { company: Company }) {
  const { t } = useI18n();
  return (
    <>
      <PageHero eyebrow={company.sector ?? t('company.hero.eyebrow')} title={company.name} intro={company.tagline}>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href="#contact" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            <Mail aria-hidden="true" />
            {t('company.hero.contact', { company: company.name })}
          </a>
          {company.website && (
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('company.hero.websiteLabel', { company: company.name })}
              className={buttonVariants({ variant: 'outline-light', size: 'lg' })}
            >
              {t('company.hero.website')}
              <ExternalLink aria-hidden="true" />
            </a>
          )}
        </div>
      </PageHero>
      {company.hero && (
        <div className="mx-auto -mt-2 max-w-7xl px-4 pt-10">
          <MediaPicture
            picture={company.hero}
            alt={company.hero.alt}
            sizes="(min-width: 1280px) 1248px, 100vw"
            priority
            className="aspect-[21/9] w-full rounded-2xl object-cover shadow-sm"
          />
        </div>
      )}
    </>
  );
}
