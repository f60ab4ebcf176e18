import type { MediaUse } from '@common/admin/media';
import { Link } from 'wouter';
import { useT } from '../../i18n';
import { wordFor } from '../../lib/words';

/**
 * Each record using an image, in words ("News article: New office in Kampala"), linked to its editor. The
 * paths are the staff area's (/news/12) and this screen is nested under /media: `~/admin` leaves the nest.
 */
export function UsesList({ uses }: { uses: MediaUse[] }) {
  const t = useT();
  return (
    <ul className="space-y-2" data-testid="media-uses">
      {uses.map((use) => (
        <li key={`${use.source}:${use.recordId}`} className="text-stone-800">
          {t('media.usedBy', { source: wordFor(t, `media.sources.${use.source}`, use.source) })}{' '}
          <Link
            href={`~/admin${use.editPath}`}
            className="font-medium break-words text-primary underline underline-offset-4 hover:text-primary-dark"
          >
            {use.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
