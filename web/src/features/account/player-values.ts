import { type ApparelSize, sizedCategories } from "@store/db/catalogue";

export type SizedCategory = (typeof sizedCategories)[number];

/** The kinds of worn items a player's sizes are kept for, in the customer's words. */
export const sizeKinds: { kind: SizedCategory; label: string }[] = [
  { kind: "t-shirts", label: "T-shirts" },
  { kind: "sweatshirts", label: "Sweatshirts" },
  { kind: "hoodies", label: "Hoodies" },
  { kind: "apparel", label: "Other apparel" },
];

/** What the player form holds: text fields, and a size per kind ("" when none). */
export interface PlayerValues {
  name: string;
  number: string;
  season: string;
  sizes: Record<SizedCategory, string>;
}

/** The season a new player is saved for: this year. */
export const thisSeason = (now = new Date()) => String(now.getFullYear());

export function playerValues(player?: {
  name: string;
  number: string | null;
  season: string;
  sizes: Partial<Record<SizedCategory, string>>;
}): PlayerValues {
  return {
    name: player?.name ?? "",
    number: player?.number ?? "",
    season: player?.season ?? thisSeason(),
    sizes: Object.fromEntries(sizedCategories.map((kind) => [kind, player?.sizes[kind] ?? ""])) as Record<
      SizedCategory,
      string
    >,
  };
}

/** The form's values as the server takes them: no number is null, a kind without a size is left out. */
export function playerInputOf(values: PlayerValues) {
  return {
    name: values.name,
    number: values.number.trim() === "" ? null : values.number.trim(),
    season: values.season,
    sizes: Object.fromEntries(Object.entries(values.sizes).filter(([, size]) => size !== "")) as Partial<
      Record<SizedCategory, ApparelSize>
    >,
  };
}
