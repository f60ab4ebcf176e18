/**
 * A moment as staff read it: the group's home time zone (Africa/Johannesburg, SAST), whatever the zone of
 * the computer, so that two owners in different countries read the same time for the same line.
 */
const formatter = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
});

export const formatWhen = (iso: string | null | undefined) => (iso ? formatter.format(new Date(iso)) : '—');
