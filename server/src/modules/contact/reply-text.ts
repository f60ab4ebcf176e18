import { STAFF_INTL_LOCALES, zoneLabel } from '@common/admin/time-zone';
import type { Locale } from '@common/locale';

type Parts = { date: string; time: string; name: string };

/**
 * The line above the visitor's quoted message in a reply, in the language they wrote in, as a mail
 * program of that language writes it (French puts a no-break space before the colon).
 */
const WROTE: Record<Locale, (parts: Parts) => string> = {
  en: ({ date, time, name }) => `On ${date} at ${time}, ${name} wrote:`,
  fr: ({ date, time, name }) => `Le ${date} à ${time}, ${name} a écrit\u00a0:`,
  sw: ({ date, time, name }) => `Tarehe ${date} saa ${time}, ${name} aliandika:`,
};

export function attribution(options: { name: string; at: Date; locale: Locale; timeZone: string }): string {
  const { name, at, timeZone } = options;
  // A row written by another tool may name no language we know: English then.
  const locale = options.locale in WROTE ? options.locale : 'en';
  const intl = STAFF_INTL_LOCALES[locale];
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone }).format(at);
  // With the zone's label ("14:30 SAST"): the visitor may read it in another zone than the site's.
  const time = `${new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone }).format(at)} ${zoneLabel(timeZone, at, locale)}`;
  return WROTE[locale]({ date, time, name });
}
