/**
 * Narrower cell padding than the Table default (px-4), so the six columns fit beside the sidebar at
 * 1280 px. Important: cn() does not resolve conflicting utilities.
 */
export const CELL = 'px-3! first:pl-4! last:pr-4!';
