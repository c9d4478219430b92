import { teamSports } from "@store/db/catalogue";
import { z } from "zod";
import { emailAddress, idempotencyKey, optionalText, requiredText } from "../../common/fields";

// Shared by the server and the "Team stores" page's form: nothing here may import server-only code.

/** The fewest days between asking and the day the gear is wanted: a week of ordering, a week of printing. */
export const TEAM_STORE_LEAD_DAYS = 21;
export const MAX_TEAM_STORE_PLAYERS = 300;

/** A coach asking for a team store (the public "Team stores" page). */
export const teamStoreRequestInput = z
  .object({
    team_name: requiredText("Team name", 120),
    sport: z.enum(teamSports, { error: "Choose a sport." }),
    coach_name: requiredText("Your name", 120),
    email: emailAddress,
    phone: z
      .string({ error: "Phone number is required." })
      .trim()
      .min(1, "Phone number is required.")
      .max(40, "Phone number must be at most 40 characters.")
      .regex(/^[0-9 +().-]*$/, "Phone number may contain only digits, spaces and + ( ) - ."),
    players: z
      .number({ error: "Enter how many players, as a number." })
      .int("Enter how many players, as a whole number.")
      .min(1, "Enter how many players: at least 1.")
      .max(MAX_TEAM_STORE_PLAYERS, `For more than ${MAX_TEAM_STORE_PLAYERS} players, call the store.`),
    wanted_by: z
      .string({ error: "Enter the date you need the gear by." })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date you need the gear by, as YYYY-MM-DD.")
      .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)), "Enter a real calendar date.")
      .meta({ format: "date" }),
    message: optionalText("Message", 2000),
  })
  .strict();
export type TeamStoreRequestFields = z.infer<typeof teamStoreRequestInput>;

export const teamStoreRequest = teamStoreRequestInput.extend({ idempotency_key: idempotencyKey.optional() });
export type TeamStoreRequest = z.infer<typeof teamStoreRequest>;
