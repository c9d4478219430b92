const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Makes any text safe inside HTML text or a quoted attribute. Every value a customer (or staff)
 * typed goes through this before it reaches an HTML part: an e-mail is HTML the store sends out.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * Breaks an address anywhere once it reaches the column's edge. A long link (a private page's
 * token) is one unbroken word, so without this a phone's mail app widens the message past the
 * screen. Both properties: `overflow-wrap:anywhere` where supported, `word-break:break-all` for
 * the mail programs that only know the older one.
 */
export const WRAP_ANYWHERE = "overflow-wrap:anywhere;word-break:break-all";

const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

/**
 * An escaped link, only for http(s) addresses; anything else is shown as plain text. A link
 * whose visible text is an address wraps (a named one, a file's name, reads as words). For a link
 * the reader should act on, use `emailLink`.
 */
export function htmlLink(href: string, label: string = href): string {
  if (!isWebAddress(href)) return escapeHtml(label);
  const style = isWebAddress(label) ? `color:#0b5394;${WRAP_ANYWHERE}` : "color:#0b5394";
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}
