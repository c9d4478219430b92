/**
 * A module fetched when it is first needed rather than with the page (decision 029). `prefetch`
 * starts the download (when a form gets focus) and swallows a failure; `load` gives the module, or
 * undefined when it cannot be fetched, so the caller can go on without it (the server checks too).
 */
export function onDemand<T>(importer: () => Promise<T>) {
  return {
    prefetch: () => void importer().catch(() => undefined),
    load: (): Promise<T | undefined> => importer().catch(() => undefined),
  };
}
