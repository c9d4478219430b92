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

/** An escaped link, only for http(s) addresses; anything else is shown as plain text. */
export function htmlLink(href: string, label: string = href): string {
  if (!/^https?:\/\//i.test(href)) return escapeHtml(label);
  return `<a href="${escapeHtml(href)}" style="color:#0b5394">${escapeHtml(label)}</a>`;
}
