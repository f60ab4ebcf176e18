import { ClipboardCheck, MessagesSquare, PartyPopper, Send } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';

// The four steps of SPEC §2.5, in order; their text is in locales/{lang}/careers.ts.
const icons = [Send, ClipboardCheck, MessagesSquare, PartyPopper];

/** SPEC §2.5: Apply Online, Initial Review, Interview Process, Welcome Aboard. */
export function ApplicationProcess() {
  const { messages } = useI18n();
  const section = messages.careers.process;
  return (
    <section aria-labelledby="process-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="process-heading" title={section.heading} intro={section.intro} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.steps.map((step, index) => {
            const Icon = icons[index] ?? Send;
            return (
              <li key={step.title} className="relative rounded-2xl border border-stone-200 bg-stone-50 p-6 text-center">
                <span aria-hidden="true" className="absolute top-4 left-4 text-sm font-bold text-accent">
                  {index + 1}
                </span>
                <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary text-white">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{step.title}</h3>
                <p className="mt-2 text-stone-700">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
