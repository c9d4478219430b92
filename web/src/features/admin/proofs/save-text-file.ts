/** Saves text the server sent (a CSV) as a file, the way a download link would. */
export function saveTextFile(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser take the file before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
