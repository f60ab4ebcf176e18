import type { VALUE_ICONS } from '@common/entries/kinds';
import { Award, Globe, HeartHandshake, Leaf, Lightbulb, Users } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { TILE_CLASSES } from '@/components/ui/tile-colours';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { useEntries } from '@/lib/entries';
import { langAttrs } from '@/lib/lang';

const icons: Record<(typeof VALUE_ICONS)[number], typeof Award> = {
  Lightbulb,
  HeartHandshake,
  Leaf,
  Award,
  Users,
  Globe,
};

/** SPEC §2.4 Our Values: a card per value (four in the demo). */
export function ValuesGrid() {
  const { messages, locale } = useI18n();
  const section = messages.about.values;
  const values = useEntries('value') ?? [];
  return (
    <section id="our-values" aria-labelledby="our-values-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="our-values-heading" title={section.heading} intro={section.intro} />
      {values.length === 0 && <p className="text-center text-stone-600">{section.empty}</p>}
      {values.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => {
            const Icon = icons[value.icon];
            return (
              <li
                key={value.id}
                {...langAttrs(value.lang, locale)}
                className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span
                  className={cn(
                    'inline-flex h-12 w-12 items-center justify-center rounded-xl',
                    TILE_CLASSES[value.colour],
                  )}
                >
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-stone-900">{value.title}</h3>
                <p className="mt-2 leading-7 text-stone-700">{value.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
