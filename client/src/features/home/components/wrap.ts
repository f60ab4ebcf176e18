/** Lets a large button's label wrap on a narrow phone (translations run longer than English). */
export const WRAPPING_BUTTON = 'h-auto min-h-12 py-3 text-center whitespace-normal';
