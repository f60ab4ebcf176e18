import type { AuditEntry } from '@common/admin/auth';
import { STAFF_INTL_LOCALES } from '@common/admin/time-zone';
import { useCallback, useMemo } from 'react';
import { useLanguage, useT } from '../../i18n';
import { useFormatDate } from '../../lib/dates';
import { type Described, describeEntry, type Helpers } from './describe';

/** describeEntry with the staff member's language and the staff area's zone. */
export function useDescribe(): (entry: AuditEntry) => Described {
  const t = useT();
  const date = useFormatDate();
  const language = useLanguage();
  const helpers = useMemo<Helpers>(() => {
    const locale = STAFF_INTL_LOCALES[language];
    const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
    const kilobytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    return {
      t,
      date: (iso) => date(iso),
      list: (items) => lists.format(items),
      bytes: (count) => kilobytes.format(Math.max(1, Math.round(count / 1024))),
    };
  }, [t, date, language]);
  return useCallback((entry) => describeEntry(entry, helpers), [helpers]);
}
