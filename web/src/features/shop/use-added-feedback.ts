import { useEffect, useState } from "react";

/** How long a button says "Added" after a click. */
export const ADDED_FEEDBACK_MS = 1500;

/**
 * The brief "Added" state of an add button and the sentence a screen reader hears. Each confirm is
 * a new value, so a second click restarts the confirmation rather than cutting it short.
 */
export function useAddedFeedback() {
  const [added, setAdded] = useState<{ at: number; message: string } | null>(null);

  useEffect(() => {
    if (added === null) return;
    const timer = window.setTimeout(() => setAdded(null), ADDED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  return {
    added: added !== null,
    announcement: added?.message ?? "",
    confirm: (message: string) => setAdded({ at: performance.now(), message }),
  };
}
