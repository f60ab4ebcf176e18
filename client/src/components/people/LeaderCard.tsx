import type { PublicEntry } from '@common/entries/public';
import { Mail } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { PhotoAvatar } from '@/components/ui/photo-avatar';
import { useI18n } from '@/i18n';
import { cn } from '@/lib/cn';
import { langAttrs } from '@/lib/lang';
import { mailtoHref } from '@/lib/links';
import { LinkedInIcon } from './LinkedInIcon';

/**
 * One leader: photo (or initials from the name when there is none), name, role, bio, and the contact and
 * LinkedIn links when the leader has them (SPEC §2.4).
 */
export function LeaderCard({ leader }: { leader: PublicEntry<'leader'> }) {
  const { messages, t, locale } = useI18n();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      {...langAttrs(leader.lang, locale)}
    >
      <div className="flex items-center gap-4">
        <PhotoAvatar
          // A new photo starts again (a failed one is removed until then).
          key={leader.photo?.src ?? ''}
          name={leader.name}
          photo={leader.photo}
          className="h-16 w-16 rounded-full bg-gradient-to-br from-primary to-emerald-700"
          initialsClassName="text-xl font-bold text-white"
          sizes="64px"
        />
        <div>
          <h3 className="text-lg font-semibold text-stone-900">{leader.name}</h3>
          <p className="text-sm font-medium text-accent">{leader.role}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 leading-7 text-stone-700">{leader.bio}</p>
      {(leader.email || leader.linkedin) && (
        <div className="mt-6 flex flex-wrap gap-3" {...langAttrs(locale, leader.lang)}>
          {leader.email && (
            <a
              href={mailtoHref(leader.email)}
              aria-label={t('about.leadership.contactLabel', { name: leader.name })}
              className={cn(buttonVariants({ variant: 'primary', size: 'sm' }))}
            >
              <Mail aria-hidden="true" />
              {messages.about.leadership.contact}
            </a>
          )}
          {leader.linkedin && (
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
          )}
        </div>
      )}
    </article>
  );
}
