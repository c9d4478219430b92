/**
 * The store's own clock: it is in Clanton, Alabama, so "this month" and the dates staff read
 * follow Central time whatever zone the server runs in.
 */
export const STORE_TIME_ZONE = "America/Chicago";
