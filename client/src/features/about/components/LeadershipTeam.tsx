import { LeaderCard } from '@/components/people/LeaderCard';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { useGroupEntries } from '@/lib/entries';

/** SPEC §2.4 Leadership Team: a card per leader (seven in the demo). */
export function LeadershipTeam() {
  const { messages } = useI18n();
  const section = messages.about.leadership;
  const leaders = useGroupEntries('leader') ?? [];
  return (
    <section id="our-leadership" aria-labelledby="our-leadership-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="our-leadership-heading" title={section.heading} intro={section.intro} />
        {leaders.length === 0 && <p className="text-center text-stone-600">{section.empty}</p>}
        {/* Flex rather than grid so the seventh card sits centred under the others. */}
        {leaders.length > 0 && (
          <ul className="flex flex-wrap justify-center gap-6">
            {leaders.map((leader) => (
              <li key={leader.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
