import { useCallback, useEffect, useState } from "react";

interface TimedMessage {
  text: string;
  /** Tells two showings of the same text apart, so each restarts the clock. */
  shown: number;
}

/** A message that clears itself `ms` after it was last shown. */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);

  const show = useCallback((text: string) => setMessage((m) => ({ text, shown: (m?.shown ?? 0) + 1 })), []);
  const clear = useCallback(() => setMessage(null), []);

  return { message: message?.text ?? null, show, clear };
}
