import { useState } from "react";
import { SelectBoxField } from "../../ui/forms/SelectBoxField";
import { useAccountPrefill } from "../account/use-account-prefill";
import type { PrintRules } from "./PrintFields";
import { pickedPlayer } from "./picked-player";
import { type PackFill, packFromPlayer, savedPlayerLabel } from "./saved-player-pack";
import type { FamilyItem } from "./team-store-types";

/**
 * For a signed-in family with saved players: pick one to fill the pack's name, number and sizes
 * (and the checkout's player name).
 * Nothing for anyone else, or an account without players.
 */
export function SavedPlayerPicker({
  items,
  rules,
  onPick,
}: {
  items: readonly FamilyItem[];
  rules: PrintRules;
  onPick: (fill: PackFill) => void;
}) {
  const { players } = useAccountPrefill({ players: true });
  const [chosen, setChosen] = useState("");
  if (players.length === 0) return null;
  return (
    <SelectBoxField
      label="Fill from a saved player"
      description="From your account: name, number and sizes, which you can still change."
      value={chosen}
      options={[
        { value: "", label: "Choose a player" },
        ...players.map((p) => ({ value: p.id, label: savedPlayerLabel(p) })),
      ]}
      onChange={(event) => {
        const id = event.currentTarget.value;
        setChosen(id);
        const player = players.find((p) => p.id === id);
        if (!player) return;
        onPick(packFromPlayer(player, items, rules));
        pickedPlayer.set(player.name);
      }}
    />
  );
}
