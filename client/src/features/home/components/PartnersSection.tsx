import type { PublicEntry } from '@common/entries/public';
import { ArrowRight, Building, Handshake, Landmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';
import { Link } from '@/lib/router';

type Partner = PublicEntry<'partner'>;

/** SPEC §2.3 #partners-investors: government and private sector partners, and the #partner-with-veb call. */
export function PartnersSection() {
  const { messages } = useI18n();
  const m = messages.home.partners;
  const partners = useEntries('partner') ?? [];
  // A sector without partners is left out; with none at all, the section says so.
  const groups = (
    [
      { sector: 'government', icon: Landmark, title: m.groups.government, direction: 'left' },
      { sector: 'private', icon: Building, title: m.groups.private, direction: 'right' },
    ] as const
  )
    .map((group) => ({ ...group, partners: partners.filter((partner) => partner.sector === group.sector) }))
    .filter((group) => group.partners.length > 0);

  return (
    <section
      id="partners-investors"
      aria-labelledby="partners-investors-title"
      className="overflow-x-clip bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="partners-investors-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        {groups.length > 0 ? (
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            {groups.map(({ sector, icon: Icon, title, direction, partners }) => (
              <Reveal key={sector} direction={direction} delay={0.15}>
                <h3 className="flex items-center gap-2 text-xl font-bold text-stone-900">
                  <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
                  {title}
                </h3>
                <ul className="mt-4 space-y-4">
                  {partners.map((partner) => (
                    <PartnerItem key={partner.id} partner={partner} />
                  ))}
                </ul>
              </Reveal>
            ))}
          </div>
        ) : (
          <p className="mt-12 text-center text-stone-600">{m.empty}</p>
        )}

        <Reveal delay={0.2}>
          <div
            id="partner-with-veb"
            className="mt-12 flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-r from-primary-dark to-primary p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between"
          >
            <div className="max-w-2xl">
              <h3 className="flex items-center gap-3 text-2xl font-bold">
                <Handshake aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-300" />
                {m.cta.title}
              </h3>
              <p className="mt-3 text-green-50">{m.cta.text}</p>
            </div>
            <Button asChild variant="accent" size="lg" wrap>
              <Link to="/investors">
                {m.cta.button}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

function PartnerItem({ partner }: { partner: Partner }) {
  const { messages, locale } = useI18n();
  const m = messages.home.partners;
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 p-5" {...langAttrs(partner.lang, locale)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{partner.name}</p>
        <span
          className="rounded-full bg-primary-light px-2.5 py-0.5 text-xs font-semibold text-primary-dark"
          {...langAttrs(locale, partner.lang)}
        >
          {m.types[partner.type]}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-600">{partner.description}</p>
    </li>
  );
}
