import { useSyncExternalStore } from "react";

// The quick search itself (Mantine Spotlight and its data) is loaded on first use. This small store
// lets the header and the keyboard shortcuts ask for it before that code has arrived.

type Opener = () => void;

let requested = false;
let opener: Opener | null = null;
let pendingOpen = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Opens the quick search, loading it first if this is the first time. */
export function openQuickSearch() {
  if (opener) {
    opener();
    return;
  }
  pendingOpen = true;
  if (!requested) {
    requested = true;
    notify();
  }
}

/** Called by the loaded quick search: from now on it opens itself, and opens now if asked to. */
export function registerQuickSearchOpener(open: Opener): () => void {
  opener = open;
  if (pendingOpen) {
    pendingOpen = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the quick search has been asked for: time to load and mount it. */
export function useQuickSearchRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
