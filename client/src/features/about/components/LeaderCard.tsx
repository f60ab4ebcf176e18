import type { Leader } from '@common/content/leaders';
import { Mail } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { mailtoHref } from '@/lib/links';
import { LinkedInIcon } from './LinkedInIcon';

/** One leader: initials avatar, name, role, bio, and the contact and LinkedIn links (SPEC §2.4). */
export function LeaderCard({ leader }: { leader: Leader }) {
  const { messages, t } = useI18n();
  const text = messages.about.leadership.people[leader.key];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-emerald-700 text-xl font-bold text-white"
        >
          {leader.initials}
        </span>
        <div>
          <h3 className="text-lg font-semibold text-stone-900">{leader.name}</h3>
          <p className="text-sm font-medium text-accent">{text.role}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 leading-7 text-stone-700">{text.bio}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={mailtoHref(leader.email)}
          aria-label={t('about.leadership.contactLabel', { name: leader.name })}
          className={cn(buttonVariants({ variant: 'primary', size: 'sm' }))}
        >
          <Mail aria-hidden="true" />
          {messages.about.leadership.contact}
        </a>
        <a
          href={leader.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('about.leadership.linkedinLabel', { name: leader.name })}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
        >
          <LinkedInIcon />
          {messages.about.leadership.linkedin}
        </a>
      </div>
    </article>
  );
}
