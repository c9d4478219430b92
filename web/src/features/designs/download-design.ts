/** Browsers may still be reading a blob URL just after the click that saves it. */
const REVOKE_DELAY_MS = 10_000;

export interface DownloadEnvironment {
  fetch: typeof fetch;
  document: Document;
  open: (url: string, target: string, features: string) => unknown;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

const browser = (): DownloadEnvironment => ({
  fetch: (...args) => window.fetch(...args),
  document: window.document,
  open: (...args) => window.open(...args),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
});

/**
 * Fetches a design's file and saves it under `fileName` (spec: a download saves under a built name;
 * on failure the file opens in a new tab). Returns how it went, for the caller's feedback.
 */
export async function downloadDesignFile(
  url: string,
  fileName: string,
  env: DownloadEnvironment = browser(),
): Promise<"saved" | "opened"> {
  try {
    const response = await env.fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const objectUrl = env.createObjectURL(await response.blob());
    const link = env.document.createElement("a");
    link.href = objectUrl;
    link.download = fileName;
    link.rel = "noopener";
    env.document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => env.revokeObjectURL(objectUrl), REVOKE_DELAY_MS);
    return "saved";
  } catch {
    env.open(url, "_blank", "noopener");
    return "opened";
  }
}
