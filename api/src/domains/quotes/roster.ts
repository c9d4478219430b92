import {
  adultSizes,
  apparelSizes,
  duplicateNumbers,
  MAX_PLAYER_NAME,
  MAX_ROSTER_ROWS,
  youthSizes,
} from "@store/db/catalogue";
import { z } from "zod";
import { withoutNul } from "../../common/fields";

// A quote's roster as the request sends it. The rules are the roster's one rule set
// (@store/db/catalogue, roster-rules.ts); a pasted or uploaded roster is read by common/roster-read.ts.

/** One player: a name, an optional jersey number (0-99, "00" allowed) and a size. */
export const rosterRow = z.object({
  name: z
    .string({ error: "Each player needs a name." })
    .trim()
    .min(1, "Each player needs a name.")
    .max(MAX_PLAYER_NAME, `Player names must be at most ${MAX_PLAYER_NAME} characters.`)
    .refine((v) => !v.includes("\u0000"), "Player names contain an invalid character.")
    .meta(withoutNul),
  number: z
    .string({ error: 'Numbers must be text, like "07".' })
    .trim()
    .regex(/^\d{0,2}$/, "Numbers are one or two digits (0-99), or left empty."),
  size: z.enum(apparelSizes, {
    error: `Sizes are ${youthSizes[0]}-${youthSizes.at(-1)?.replace("Youth ", "")} or ${adultSizes[0]}-${adultSizes.at(-1)?.replace("Adult ", "")}.`,
  }),
});
export type RosterRow = z.infer<typeof rosterRow>;

/** Every jersey number a roster row may carry: 0-99, and 00-09 written with their zero. */
const jerseyNumbers = [
  ...Array.from({ length: 100 }, (_, n) => String(n)),
  ...Array.from({ length: 10 }, (_, n) => `0${n}`),
];

/** The whole roster: each player checked, at most MAX_ROSTER_ROWS, no number worn twice. */
export const roster = z
  .array(rosterRow, { error: "The roster must be a list of players." })
  .max(
    MAX_ROSTER_ROWS,
    `A roster has at most ${MAX_ROSTER_ROWS} players; send a larger team in two requests.`,
  )
  .superRefine((rows, ctx) => {
    for (const { number, rows: at } of duplicateNumbers(rows)) {
      for (const row of at) {
        ctx.addIssue({
          code: "custom",
          path: [row - 1, "number"],
          message: `Number ${number} is on rows ${at.join(" and ")}: each player needs their own number.`,
        });
      }
    }
  })
  // JSON Schema of the superRefine: no number on two rows (a blank number may repeat).
  .meta({
    allOf: jerseyNumbers.map((number) => ({
      contains: { properties: { number: { const: number } } },
      minContains: 0,
      maxContains: 1,
    })),
  });
