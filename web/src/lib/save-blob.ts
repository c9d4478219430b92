/** Browsers may still be reading a blob URL just after the click that saves it. */
const REVOKE_DELAY_MS = 10_000;

/** Saves data the page holds as a file named `fileName`, the way a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
