import { MAX_STYLE_FILE_BYTES, type StyleImportDto } from "@store/api/contracts";

/** Where a supplier's style list is sent (multipart, the CSV in the field `file`). */
export const stylesPath = (supplierId: string) => `/api/suppliers/${encodeURIComponent(supplierId)}/styles`;

/** Why a file cannot be sent, or undefined (the server reads every row again). */
export function styleFileProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(csv|txt)$/i.test(file.name)) return "Choose the style list as a .csv file.";
  if (file.size > MAX_STYLE_FILE_BYTES)
    return "The file is over 10 MB: split the style list by brand or style.";
  if (file.size === 0) return "The file is empty.";
  return undefined;
}

export type StyleImportOutcome = { ok: true; counts: StyleImportDto } | { ok: false; message: string };

/** The server's answer: the counts under `data`, or its sentence under `error`. */
export function readStyleImportAnswer(status: number, body: unknown): StyleImportOutcome {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && typeof record.data === "object" && record.data !== null)
    return { ok: true, counts: record.data as StyleImportDto };
  const error = typeof record.error === "string" && record.error ? record.error : undefined;
  return {
    ok: false,
    message:
      error ??
      (status === 0 ? "The store could not be reached. Try again." : `The import failed (${status}).`),
  };
}

/** Sends one style list; never rejects. Same origin, so the session cookie goes with it. */
export async function uploadStyleList(supplierId: string, file: File): Promise<StyleImportOutcome> {
  const body = new FormData();
  body.append("file", file, file.name);
  try {
    const res = await fetch(stylesPath(supplierId), {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return readStyleImportAnswer(res.status, parsed);
  } catch {
    return readStyleImportAnswer(0, undefined);
  }
}

/** "312 rows: 300 added, 12 updated." */
export const importedWords = ({ rows, added, updated }: StyleImportDto) =>
  `${rows} ${rows === 1 ? "row" : "rows"}: ${added} added, ${updated} updated.`;
