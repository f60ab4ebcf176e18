/**
 * SPEC §9 page-number strip: up to 5 buttons. Pages start at 1 when there are 5 or fewer pages
 * or the current page is 3 or lower; the last 5 when the current page is within the last 2;
 * otherwise current-2 to current+2.
 */
export function pageWindow(current: number, totalPages: number): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(5, totalPages);
  let start: number;
  if (totalPages <= 5 || current <= 3) start = 1;
  else if (current >= totalPages - 1) start = totalPages - 4;
  else start = current - 2;
  return Array.from({ length: count }, (_, i) => start + i);
}

export const totalPagesFor = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** 'Showing X to Y of Z articles' bounds for a page. */
export function showingRange(page: number, pageSize: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return { from, to, total };
}
