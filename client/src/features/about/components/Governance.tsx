import { CheckCircle2, Landmark, ShieldCheck } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';

/** SPEC §2.4 Governance & Compliance: board structure and compliance framework cards. */
export function Governance() {
  const { messages } = useI18n();
  const section = messages.about.governance;
  const cards = [
    { key: 'board', Icon: Landmark, ...section.board },
    { key: 'compliance', Icon: ShieldCheck, ...section.compliance },
  ];
  return (
    <section aria-labelledby="governance-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
      <SectionHeading id="governance-heading" title={section.heading} intro={section.intro} />
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map(({ key, Icon, title, text, points }) => (
          <article key={key} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-4">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-primary-light text-primary">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="text-xl font-semibold text-stone-900">{title}</h3>
            </div>
            <p className="mt-4 leading-7 text-stone-700">{text}</p>
            <ul className="mt-4 space-y-2">
              {points.map((point) => (
                <li key={point} className="flex gap-2 text-stone-700">
                  <CheckCircle2 aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
