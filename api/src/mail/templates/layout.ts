import { escapeHtml } from "./escape";

export const STORE_NAME = "Clanton Sports Apparel";
export const STORE_PLACE = "Clanton, Alabama";

/** What every template returns: the subject and both parts of one message. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A label and a value already escaped (or built from escaped pieces) for the HTML part. */
export type HtmlRow = [label: string, valueHtml: string];
/** A fact as typed: its label and a plain-text value (escaped where it goes into HTML). */
export type TextRow = readonly [label: string, value: string];

/** A subject on one line: typed values may hold line breaks, which have no place in a header. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Plain-text part: the body lines, then the store's signature. */
export function textEmail(lines: string[]): string {
  return [...lines, "", "--", STORE_NAME, STORE_PLACE, ""].join("\n");
}

/**
 * HTML part: one centred column with inline styles only (mail programs drop <style> blocks and
 * stylesheets). `bodyHtml` must already be escaped; the heading is escaped here.
 */
export function htmlEmail(heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#0b5394">${escapeHtml(STORE_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#666666">${escapeHtml(STORE_NAME)} · ${escapeHtml(STORE_PLACE)}</p>
</div>
</body>
</html>
`;
}

/** A paragraph of plain text, escaped, with its line breaks kept. */
export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
}

/** A two-column table of labels (escaped here) and values (escaped by the caller). */
/**
 * Facts typed as plain text, for both parts of a message: lines of the text part ("Team: Eagles")
 * and a table of the HTML part, each value escaped.
 */
export function factList(rows: readonly TextRow[]) {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`),
    html: htmlFacts(rows.map(([label, value]): HtmlRow => [label, escapeHtml(value)])),
  };
}

export function htmlFacts(rows: HtmlRow[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:bold;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${value}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">\n${body}\n</table>`;
}
