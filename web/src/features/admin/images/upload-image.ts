import { MAX_FILE_BYTES, UPLOAD_IMAGE_PATH } from "@store/api/contracts";

/** Spec §5, word for word: the browser's checks, which only spare a wasted upload. */
export const NOT_AN_IMAGE_FILE = "Please select an image file";
export const IMAGE_TOO_LARGE = "File size must be less than 10MB";

/** Why a file cannot be sent, or undefined when it may go (the server checks its bytes again). */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE_FILE;
  // A file of exactly 10 MB passes, as on the server (decision 016).
  if (file.size > MAX_FILE_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/**
 * How an upload ended: stored (with the address the server gave it), or refused with the server's
 * message (none when unreachable).
 */
export type UploadOutcome =
  | { ok: true; url: string | undefined }
  | { ok: false; message: string | undefined };

/**
 * Sends one image in the field `image` with XMLHttpRequest, which, unlike fetch, reports upload
 * progress. Same origin, so the session cookie goes with it. Never rejects.
 */
export function uploadImageFile(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("image", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_IMAGE_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve(readUploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, message: undefined });
    xhr.onabort = () => resolve({ ok: false, message: undefined });
    xhr.send(body);
  });
}

/**
 * Any 2xx is stored, at the `url` of the image under `data`; otherwise the body's `error`, the
 * server's sentence for people.
 */
export function readUploadAnswer(status: number, text: string): UploadOutcome {
  const body = parseJson(text);
  if (status >= 200 && status < 300) return { ok: true, url: textField(field(body, "data"), "url") };
  return { ok: false, message: textField(body, "error") };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** A non-empty text field of an object, or undefined for anything else. */
function textField(value: unknown, name: string): string | undefined {
  const text = field(value, name);
  return typeof text === "string" && text ? text : undefined;
}

/** Spec §8: 'Error uploading file: ' + the server's message, or the prefix alone. */
export const uploadFailureText = (message: string | undefined) =>
  message ? `Error uploading file: ${message}` : "Error uploading file";
