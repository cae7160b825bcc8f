/*
 * The page sizes, apart from the page schemas: a screen that only needs a limit does not build
 * the pagination schemas (and the whole-number schemas under them) when its code runs.
 */

export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 100;
