import { escapeHtml, htmlLink, WRAP_ANYWHERE } from "./escape";

/** A link to act on, in both parts of a message. */
export interface EmailLink {
  /** Plain-text lines: the label, then the address alone on its own line (mail apps link it). */
  text: string[];
  /** A button named for the action, then the address written out, wrapping on a narrow screen. */
  html: string;
}

/**
 * The one way an e-mail offers a link: "Track your order" as a button a thumb can hit, and the
 * address below it for anyone whose mail app shows no buttons or who wants to copy it. Anything
 * but an http(s) address is shown as text, never as a link.
 */
export function emailLink(url: string, label: string): EmailLink {
  const text = [`${label}:`, url];
  if (!/^https?:\/\//i.test(url)) {
    return {
      text,
      html: `<p style="margin:0 0 16px;${WRAP_ANYWHERE}">${escapeHtml(`${label}: ${url}`)}</p>`,
    };
  }
  const href = escapeHtml(url);
  const button = `<a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b5394;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;line-height:1.3">${escapeHtml(label)}</a>`;
  const address = htmlLink(url);
  return {
    text,
    html: [
      `<p style="margin:0 0 8px">${button}</p>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#555555;${WRAP_ANYWHERE}">Or open this address: ${address}</p>`,
    ].join("\n"),
  };
}
