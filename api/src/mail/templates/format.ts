const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with cents, always two decimals: 12.5 → "$12.50". */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}

/** A moment in the store's own time zone (Clanton, Alabama is US Central). */
export function formatMoment(moment: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Chicago",
  }).format(moment);
}

/** A site path such as "/uploads/a.png" made absolute with the site's address; full URLs stay. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, "")}/${pathOrUrl.replace(/^\/+/, "")}`;
}
