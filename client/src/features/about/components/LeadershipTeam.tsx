import { leaders } from '@common/content/leaders';
import { SectionHeading } from '@/components/ui/section-heading';
import { useI18n } from '@/i18n';
import { LeaderCard } from './LeaderCard';

/** SPEC §2.4 Leadership Team: seven cards. */
export function LeadershipTeam() {
  const { messages } = useI18n();
  const section = messages.about.leadership;
  return (
    <section id="our-leadership" aria-labelledby="our-leadership-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="our-leadership-heading" title={section.heading} intro={section.intro} />
        {/* Flex rather than grid so the seventh card sits centred under the others. */}
        <ul className="flex flex-wrap justify-center gap-6">
          {leaders.map((leader) => (
            <li key={leader.key} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
