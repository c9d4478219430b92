import { startTransition, useEffect, useState } from "react";

/**
 * How many of a list's items to draw: the first screen at once, then a few more per commit, each
 * step a transition started by the commit before it. Twenty cards in one commit, and the layout
 * after it, held a phone's main thread 13-15 ms each (Lighthouse counts that as blocking at 4×
 * slowdown); four or six at a time stay short.
 */
export function useDrawnCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn((count) => count + step));
  }, [drawn, total, step]);
  return drawn;
}
