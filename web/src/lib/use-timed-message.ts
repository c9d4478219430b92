import { useCallback, useEffect, useState } from "react";

interface TimedMessage<T> {
  value: T;
  /** Tells two showings of the same message apart, so each restarts the clock. */
  shown: number;
}

/**
 * A message that clears itself `ms` after it was last shown: the contact form's text, the artwork
 * form's "success" or "error".
 */
export function useTimedMessage<T = string>(ms: number) {
  const [message, setMessage] = useState<TimedMessage<T> | null>(null);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);

  const show = useCallback((value: T) => setMessage((m) => ({ value, shown: (m?.shown ?? 0) + 1 })), []);
  const clear = useCallback(() => setMessage(null), []);

  return { message: message?.value ?? null, show, clear };
}
