import { saveBlob } from "../../../lib/save-blob";

/** Saves text the server sent (a CSV) as a file, the way a download link would. */
export function saveTextFile(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  saveBlob(new Blob([text], { type }), fileName);
}
