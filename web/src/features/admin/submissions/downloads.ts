import { saveBlob } from "../../../lib/save-blob";
import { localDateStamp } from "../shared/format";

/** Spec §7: several files download one after another, this far apart. */
export const DOWNLOAD_STAGGER_MS = 500;

/** The stored file addresses of a request (spec §3: joined by ", "). */
export function fileAddresses(uploaded: string | null | undefined): string[] {
  return (uploaded ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** The file's own extension with its dot (".png"), or "" when it has none. */
export function extensionOf(address: string): string {
  const name = address.split(/[?#]/)[0]?.split("/").pop() ?? "";
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** The customer's name with every character that is not a letter or digit as "_" (§7). */
export const safeCustomerName = (customer: string) => customer.replace(/[^a-zA-Z0-9]/g, "_");

/** One file: `<customer>_design_<YYYY-MM-DD><ext>`, dated today (§7). */
export function designFileName(customer: string, address: string, now = new Date()): string {
  return `${safeCustomerName(customer)}_design_${localDateStamp(now)}${extensionOf(address)}`;
}

/** The Nth of several files: `<customer>_file_<N><ext>` (§7). */
export function numberedFileName(customer: string, address: string, n: number): string {
  return `${safeCustomerName(customer)}_file_${n}${extensionOf(address)}`;
}

export const isImageAddress = (address: string) =>
  [".png", ".jpg", ".jpeg", ".gif", ".webp"].includes(extensionOf(address));

/**
 * Saves a file under the given name; when it cannot be fetched (offline, removed), opens it in a
 * new tab instead so staff can still reach it (§7).
 */
export async function downloadFile(address: string, fileName: string): Promise<void> {
  try {
    const res = await fetch(address);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    saveBlob(await res.blob(), fileName);
  } catch (error) {
    console.warn("Download failed; opening the file instead", error);
    window.open(address, "_blank", "noopener");
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every file of a request: one alone is named as the design, several as file_1, file_2, ... */
export async function downloadAllFiles(customer: string, addresses: string[]): Promise<void> {
  if (addresses.length === 1 && addresses[0]) {
    await downloadFile(addresses[0], designFileName(customer, addresses[0]));
    return;
  }
  for (const [i, address] of addresses.entries()) {
    if (i > 0) await pause(DOWNLOAD_STAGGER_MS);
    await downloadFile(address, numberedFileName(customer, address, i + 1));
  }
}
