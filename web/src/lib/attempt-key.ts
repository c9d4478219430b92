/**
 * One idempotency key per attempt at sending the same thing. Sending the same content again (a
 * retry after a failure, a double click, a reload of the page) reuses the key, so the server
 * stores it once; different content gets a new key. Kept in sessionStorage so a reload keeps it.
 */
export function attemptKey(
  scope: string,
  content: unknown,
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = sessionStore(),
): string {
  const fingerprint = JSON.stringify(content);
  const storageKey = `attempt:${scope}`;
  try {
    const saved = JSON.parse(storage?.getItem(storageKey) ?? "null") as {
      content?: string;
      key?: string;
    } | null;
    if (saved?.content === fingerprint && typeof saved.key === "string") return saved.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = crypto.randomUUID();
  try {
    storage?.setItem(storageKey, JSON.stringify({ content: fingerprint, key }));
  } catch {
    // Storage blocked: the key still holds for this page.
  }
  return key;
}

/** Forgets the attempt once it succeeded, so sending the same again later is a new message. */
export function forgetAttempt(
  scope: string,
  storage: Pick<Storage, "removeItem"> | undefined = sessionStore(),
) {
  try {
    storage?.removeItem(`attempt:${scope}`);
  } catch {
    // Nothing to forget.
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
