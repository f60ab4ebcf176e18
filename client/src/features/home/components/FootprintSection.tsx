import { AfricaFootprint } from '@/components/map/AfricaFootprint';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';

/** SPEC §2.3 #africa-footprint: the heading and intro around the map feature's section body. */
export function FootprintSection() {
  const { messages } = useI18n();
  const m = messages.home.footprint;
  return (
    <section id="africa-footprint" aria-labelledby="africa-footprint-title" className="bg-stone-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal delay={0.1}>
          <SectionHeading id="africa-footprint-title" eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
        </Reveal>
        <div className="mt-12">
          <AfricaFootprint />
        </div>
      </div>
    </section>
  );
}
