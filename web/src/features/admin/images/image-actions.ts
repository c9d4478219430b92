import { downloadFile } from "../submissions/downloads";

/** Spec §9: how long 'URL Copied!' shows. */
export const COPIED_FOR_MS = 2000;

/** The image's full address, ready to paste into a product's Image URL or anywhere else. */
export const absoluteImageUrl = (url: string) => new URL(url, window.location.origin).href;

/**
 * Puts text on the clipboard (spec §7): the Clipboard API where the page may use it, otherwise a
 * hidden textarea and the older copy command. True when either worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): the fallback below may still work.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the one way left when the Clipboard API is missing or refused.
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Saves the image under its own name; if it cannot be fetched, opens it in a new tab (spec §7). */
export const downloadImage = (image: { url: string; name: string }) => downloadFile(image.url, image.name);
