import { useEffect, useSyncExternalStore } from "react";

// The saved player a family picked in the player pack, for the checkout's "Player's name": the pack
// and the checkout are apart on the page, and the name is typed once.
let picked = "";
const listeners = new Set<() => void>();

export const pickedPlayer = {
  set(name: string) {
    picked = name;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => picked,
};

/** Fills the checkout's player name with the picked saved player, when the box is still empty. */
export function useFillPickedPlayer(form: {
  getValues: () => { player_name: string };
  setFieldValue: (path: string, value: unknown) => void;
}) {
  const name = useSyncExternalStore(pickedPlayer.subscribe, pickedPlayer.get, () => "");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picked name is the trigger
  useEffect(() => {
    if (name && form.getValues().player_name.trim() === "") form.setFieldValue("player_name", name);
  }, [name]);
}
