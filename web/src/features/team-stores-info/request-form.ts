import type { TeamStoreRequestFields } from "@store/api/contracts";

// The "Ask for a team store" form's values as typed (every field text), and what the API takes.

export type RequestField =
  | "team_name"
  | "sport"
  | "coach_name"
  | "email"
  | "phone"
  | "players"
  | "wanted_by"
  | "message";
export type RequestValues = Record<RequestField, string>;

export const emptyRequest: RequestValues = {
  team_name: "",
  sport: "",
  coach_name: "",
  email: "",
  phone: "",
  players: "",
  wanted_by: "",
  message: "",
};

export const REQUEST_SENT =
  "Thank you! We have your request and will call or e-mail you within one business day to plan your store.";

/** The values as the API takes them: the player count as a number (text the schema names if it is not one). */
export function requestBody(values: RequestValues): Omit<TeamStoreRequestFields, "sport" | "players"> & {
  sport: string;
  players: number | string;
} {
  const typed = values.players.trim();
  const count = typed === "" ? Number.NaN : Number(typed);
  return {
    ...values,
    // An empty or non-number count goes as it is: the schema answers "Enter how many players, as a number."
    players: Number.isFinite(count) ? count : typed,
    message: values.message === "" ? null : values.message,
  };
}
