/**
 * Numeric limits shared by several schemas, in a module with no schema of its own: importing one (as the
 * operators' transition forms do) does not bring the collection request's schemas into a page's bundle.
 */

/** The smallest and largest volume, in litres, a collection request may estimate or an operator record. */
export const MIN_LITERS = 20;
export const MAX_LITERS = 1_000_000;
