import { type ValueIcon, values } from '@common/content/values';
import { Award, HeartHandshake, Leaf, Lightbulb } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';

const icons: Record<ValueIcon, typeof Award> = { Award, HeartHandshake, Leaf, Lightbulb };

/** SPEC §2.4 Our Values: four cards. */
export function ValuesGrid() {
  const { messages } = useI18n();
  const section = messages.about.values;
  return (
    <section id="our-values" aria-labelledby="our-values-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="our-values-heading" title={section.heading} intro={section.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => {
          const Icon = icons[value.icon];
          const text = section.items[value.key];
          return (
            <li
              key={value.key}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className={cn('inline-flex h-12 w-12 items-center justify-center rounded-xl', value.colour)}>
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{text.title}</h3>
              <p className="mt-2 leading-7 text-stone-700">{text.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
