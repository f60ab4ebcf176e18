import type { IssueLanguageReport } from '@common/admin/newsletter';
import { DataTable } from '../../components/DataTable';
import { useT } from '../../i18n';

const FIGURES = ['sent', 'failed', 'bounced', 'queued', 'withdrawn', 'unsubscribed'] as const;

/**
 * A sent issue's report per language (docs/decisions/049): what the mail server answered for each mail and how
 * many readers unsubscribed after it. Counts only: no opening or click of anyone is recorded.
 */
export function DeliveryReport({ report }: { report: IssueLanguageReport[] }) {
  const t = useT();
  if (report.length === 0) return null;
  return (
    <div className="mt-3 space-y-2">
      <DataTable
        caption={t('newsletters.report.caption')}
        minWidth="48rem"
        rows={report}
        rowKey={(line) => line.locale ?? 'unknown'}
        columns={[
          {
            key: 'language',
            header: t('newsletters.report.language'),
            rowHeader: true,
            cell: (line) => (line.locale ? t(`kit.languages.${line.locale}`) : t('newsletters.report.unknownLanguage')),
          },
          ...FIGURES.map((figure) => ({
            key: figure,
            header: t(`newsletters.report.${figure}`),
            className: 'tabular-nums',
            cell: (line: IssueLanguageReport) => t('newsletters.report.count', { count: line[figure] }),
          })),
        ]}
      />
      <p className="text-sm text-stone-700">{t('newsletters.report.hint')}</p>
    </div>
  );
}
