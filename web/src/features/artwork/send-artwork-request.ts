import { ARTWORK_REQUESTS_PATH } from "@store/api/contracts";

/** What the answer tells the customer of their stored request; absent parts stay null. */
export interface SentRequest {
  /** "A-3001". */
  reference: string | null;
  /** "/review/<token>": the customer's private page. */
  reviewPath: string | null;
}

/** How a sent request ended, as the form needs it: success, or failure with per-field messages. */
export type SendOutcome =
  | { ok: true; sent: SentRequest }
  | { ok: false; fieldErrors: Record<string, string> };

export interface SendOptions {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
  /** Called once the whole body has been sent, while the server is still checking and storing. */
  onUploaded?: () => void;
  /** Aborts the request (the page was left). */
  signal?: AbortSignal;
  /** The attempt's Idempotency-Key: a repeat of the same request is stored once. */
  idempotencyKey?: string;
}

/**
 * Sends the artwork request with XMLHttpRequest: unlike fetch, it reports upload progress. Never
 * rejects; a refusal or a network failure is logged as a warning (spec §7: the error body is only
 * logged) and answered with the per-field messages, if the server sent any.
 */
export function sendArtworkRequest(body: FormData, options: SendOptions = {}): Promise<SendOutcome> {
  const { onUploadProgress, onUploaded, signal, idempotencyKey } = options;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ARTWORK_REQUESTS_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    if (idempotencyKey) xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    // Upload listeners only when someone listens: they are what makes the browser report progress.
    if (onUploadProgress || onUploaded) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
      };
      xhr.upload.onload = () => {
        onUploadProgress?.(1);
        onUploaded?.();
      };
    }
    xhr.onload = () => resolve(readAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => {
      console.warn("The artwork request could not be sent (network error).");
      resolve({ ok: false, fieldErrors: {} });
    };
    xhr.onabort = () => resolve({ ok: false, fieldErrors: {} });
    if (signal?.aborted) return xhr.abort();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The outcome of an answer: any 2xx is success (spec §7), anything else a failure. */
export function readAnswer(status: number, text: string): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true, sent: sentOf(parseJson(text)) };
  const body = parseJson(text);
  console.warn(`The artwork request was refused (HTTP ${status}).`, body ?? text);
  return { ok: false, fieldErrors: fieldsOf(body) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The reference and private path from a `{ data }` answer; only a same-site /review/ path is kept. */
function sentOf(body: unknown): SentRequest {
  const data = typeof body === "object" && body !== null && "data" in body ? body.data : undefined;
  const read = (key: string) => {
    const value =
      typeof data === "object" && data !== null && key in data
        ? (data as Record<string, unknown>)[key]
        : undefined;
    return typeof value === "string" ? value : null;
  };
  const reviewPath = read("review_path");
  return {
    reference: read("reference"),
    reviewPath: reviewPath && /^\/review\/[A-Za-z0-9_-]+$/.test(reviewPath) ? reviewPath : null,
  };
}

/** `fields` from a `{ error, fields }` body: only text messages under plain keys. */
function fieldsOf(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null || !("fields" in body)) return {};
  const { fields } = body;
  if (typeof fields !== "object" || fields === null) return {};
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") messages[key] = value;
  }
  return messages;
}
