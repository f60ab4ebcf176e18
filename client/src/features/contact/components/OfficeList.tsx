import { OfficeCard } from '@/components/offices/OfficeCard';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useGroupEntries } from '@/lib/entries';

/** SPEC §2.6 'Our Offices': address, tap-to-call, tap-to-email, hours and department tags, as staff keep them. */
export function OfficeList() {
  const { t } = useI18n();
  const offices = useGroupEntries('office');
  return (
    <section aria-labelledby="offices-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="offices-heading" title={t('contact.offices.heading')} intro={t('contact.offices.intro')} />
        {offices?.length === 0 ? (
          <EmptyState>{t('contact.offices.empty')}</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2" aria-busy={offices === undefined}>
            {offices?.map((office) => (
              <OfficeCard key={office.id} office={office} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
