import { MAX_ITEM_QUANTITY, type QuoteFieldsInput } from "@store/api/contracts";
import {
  estimateQuote,
  extraPlayers,
  extraPlayersNotice,
  isTeamSport,
  type TeamSport,
  teamPricing,
} from "@store/db/catalogue";
import type { QuoteChoice } from "./quote-choice";
import type { RosterEditRow } from "./roster-edit";

/**
 * What the quote form holds. Close to the server's `quoteFields`, with the form's own shapes where
 * a control needs one: every add-on of the sport with a quantity (0 = not wanted), "" for
 * "not chosen" and roster rows with a key for React.
 */
export interface QuoteValues {
  team_name: string;
  contact_name: string;
  email: string;
  phone: string;
  sport: TeamSport | "";
  package: string;
  quantities: Record<string, number>;
  /** "" is standard delivery. */
  rush: string;
  /** YYYY-MM-DD or "". */
  needed_by: string;
  colors: string;
  artwork_notes: string;
  design: string;
  roster: RosterEditRow[];
}

/** A sport's most popular package: the one a coach who only chose a sport starts with. */
export const popularPackage = (sport: TeamSport) =>
  (teamPricing[sport].packages.find((p) => p.popular) ?? teamPricing[sport].packages[0]).name;

/** A fresh form, with what the visitor chose on another page. */
export function initialQuoteValues(choice: QuoteChoice): QuoteValues {
  const sport = choice.sport ?? "";
  return {
    team_name: "",
    contact_name: "",
    email: "",
    phone: "",
    sport,
    package: sport ? (choice.package ?? popularPackage(sport)) : "",
    quantities: {},
    rush: choice.rush ?? "",
    needed_by: "",
    colors: "",
    artwork_notes: "",
    design: choice.design ?? "",
    roster: [],
  };
}

/** The add-ons wanted (quantity above 0) in the price list's order; other sports' items never go. */
export function wantedItems(values: Pick<QuoteValues, "sport" | "quantities">) {
  if (!values.sport) return [];
  return teamPricing[values.sport].additionalItems
    .map((item) => ({ name: item.name, quantity: values.quantities[item.name] ?? 0 }))
    .filter((item) => item.quantity > 0);
}

/** The values as the server's schema reads them. */
export function quoteFieldsOf(values: QuoteValues): QuoteFieldsInput {
  return {
    team_name: values.team_name,
    contact_name: values.contact_name,
    email: values.email,
    phone: values.phone,
    // An unchosen sport is left for the schema to name ("Choose a sport.").
    sport: values.sport as TeamSport,
    package: values.package,
    additional_items: wantedItems(values),
    rush: (values.rush || null) as QuoteFieldsInput["rush"],
    needed_by: values.needed_by || null,
    colors: values.colors,
    artwork_notes: values.artwork_notes,
    design: values.design || null,
    roster: values.roster.map(({ name, number, size }) => ({ name, number, size: size as never })),
  };
}

/**
 * The schema's error paths as the form's fields: an add-on's message goes to its quantity (the
 * schema counts only the wanted items, the form shows all of them).
 */
export function formErrorsOf(errors: Record<string, unknown>, values: QuoteValues): Record<string, string> {
  const items = wantedItems(values);
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message !== "string" && typeof message !== "number") continue;
    const item = /^additional_items\.(\d+)(\.|$)/.exec(path);
    const name = item ? items[Number(item[1])]?.name : undefined;
    const key = item ? (name ? `quantities.${name}` : "additional_items") : path;
    result[key] ??= String(message);
  }
  return result;
}

/** The multipart body `quotes.request` takes: text fields, the lists as JSON, each file, the key. */
export function quoteFormData(values: QuoteValues, files: readonly File[], idempotencyKey: string) {
  const fields = quoteFieldsOf(values);
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    body.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const file of files) body.append("files", file, file.name);
  body.append("idempotency_key", idempotencyKey);
  return body;
}

type EstimateValues = Pick<QuoteValues, "sport" | "package" | "quantities" | "rush"> & {
  roster: readonly unknown[];
};

/** The live estimate: the same function the server uses, from the same tables. */
export function liveEstimate(values: EstimateValues) {
  if (!values.sport || !isTeamSport(values.sport)) return { lines: [], total: 0 };
  return estimateQuote({
    sport: values.sport,
    package: values.package,
    additional_items: wantedItems(values),
    rush: values.rush || null,
    players: values.roster.length,
  });
}

/** The warning for a roster larger than its package, in the words staff see too; null when none. */
export function extraPlayersWarning(values: Pick<QuoteValues, "sport" | "package" | "roster">) {
  if (!values.sport || !isTeamSport(values.sport)) return null;
  const over = extraPlayers(values.sport, values.package, values.roster.length);
  return over ? extraPlayersNotice(over) : null;
}

/** "3 × $45" for a line bought more than once; nothing for a single package or fee. */
export const lineDetail = (line: { quantity: number; unit_price: number }, format: (n: number) => string) =>
  line.quantity > 1 ? `${line.quantity} × ${format(line.unit_price)}` : "";

/** What was typed in a quantity field as a whole number: its first digits, at most MAX_ITEM_QUANTITY; none is 0. */
export const quantityOf = (typed: string) => Math.min(Number(/\d+/.exec(typed)?.[0] ?? 0), MAX_ITEM_QUANTITY);
