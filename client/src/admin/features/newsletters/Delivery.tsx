import type { Issue } from '@common/admin/newsletter';
import { useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { DeliveryReport } from './DeliveryReport';
import { statusKey } from './format';

/** A sent issue: how its mails went, in all and per language. */
export function Delivery({ issue }: { issue: Issue }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="delivery" className="mt-4 rounded-md border border-stone-200 bg-stone-50 p-4">
      <h2 id="delivery" className="font-semibold text-stone-900">
        {t('kit.labelled', { label: t('newsletters.progress'), value: t(`newsletters.statuses.${statusKey(issue)}`) })}{' '}
        · {formatDate(issue.sentAt)}
      </h2>
      <p className="mt-1 text-stone-800">
        {t('newsletters.progressText', { ...issue.counts, recipients: issue.recipients ?? 0 })}
      </p>
      {issue.counts.withdrawn > 0 && <p className="mt-1 text-sm text-stone-700">{t('newsletters.withdrawnHint')}</p>}
      <DeliveryReport report={issue.report} />
    </section>
  );
}
