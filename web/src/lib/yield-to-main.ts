/**
 * Lets the browser run what waits (input, painting) before the caller goes on: the rest of the
 * caller's work becomes a new task instead of lengthening the current one.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
