// The one estimate of a team quote: the quote form's live panel, the server's stored estimate, the
// staff quote page and the order a quote becomes all read it from here, so they cannot disagree.

import { findAddOn, findPackage, findRush, type TeamSport, teamSportLabels } from "./team-outfitting";

/** What a quote asks for, as far as the price tables are concerned. */
export interface EstimateRequest {
  sport: TeamSport;
  package: string;
  additional_items: readonly { name: string; quantity: number }[];
  rush: string | null;
  /** Players on the roster: those beyond what the package dresses are priced as extra players. */
  players: number;
}

/** One priced line of an estimate, in whole dollars. */
export interface EstimateLine {
  kind: "package" | "players" | "item" | "rush";
  label: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface Estimate {
  lines: EstimateLine[];
  total: number;
}

/** A roster larger than its package: how many players over, at what price each. */
export interface ExtraPlayers {
  players: number;
  included: number;
  extra: number;
  unit_price: number;
  amount: number;
}

/**
 * An extra player costs what the sport's extra jersey costs on the price list (spec §9's
 * additional items): the package's other pieces are priced into its players, and a team that
 * wants more than a jersey for them adds those pieces as items.
 */
export const extraPlayerPrice = (sport: TeamSport) => findAddOn(sport, "Jersey")?.price ?? null;

/**
 * The players a roster has beyond what the package dresses, or null when it has none over (or the
 * package is not per player, like cornhole's boards).
 */
export function extraPlayers(sport: TeamSport, packageName: string, players: number): ExtraPlayers | null {
  const included = findPackage(sport, packageName)?.players;
  const unitPrice = extraPlayerPrice(sport);
  if (included === undefined || unitPrice === null || players <= included) return null;
  const extra = players - included;
  return { players, included, extra, unit_price: unitPrice, amount: extra * unitPrice };
}

/** "$1,499": the tables' whole dollars, written as the price list writes them. */
const dollars = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/**
 * The warning a coach reads and staff see, in the same words: "Your roster has 18 players; the
 * package includes 12. 6 extra players at $45 each: +$270."
 */
export function extraPlayersNotice(over: ExtraPlayers, whose: "Your" | "The" = "Your"): string {
  const players = (n: number) => `${n} ${n === 1 ? "player" : "players"}`;
  const extra = `${over.extra} extra ${over.extra === 1 ? "player" : "players"}`;
  return (
    `${whose} roster has ${players(over.players)}; the package includes ${over.included}. ` +
    `${extra} at ${dollars(over.unit_price)} each: +${dollars(over.amount)}.`
  );
}

/**
 * Package price + extra players + each add-on × quantity + the rush fee, straight from the tables
 * (whole dollars, so exact). Names the tables do not know are left out here; the quote schema
 * refuses them first.
 */
export function estimateQuote(request: EstimateRequest): Estimate {
  const lines: EstimateLine[] = [];
  const chosen = findPackage(request.sport, request.package);
  if (chosen) {
    lines.push({
      kind: "package",
      label: `${teamSportLabels[request.sport]} ${chosen.name} package`,
      quantity: 1,
      unit_price: chosen.price,
      amount: chosen.price,
    });
    const over = extraPlayers(request.sport, chosen.name, request.players);
    if (over) {
      lines.push({
        kind: "players",
        label: `Extra players (the package includes ${over.included})`,
        quantity: over.extra,
        unit_price: over.unit_price,
        amount: over.amount,
      });
    }
  }
  for (const { name, quantity } of request.additional_items) {
    const item = findAddOn(request.sport, name);
    if (item && quantity > 0) {
      lines.push({
        kind: "item",
        label: item.name,
        quantity,
        unit_price: item.price,
        amount: item.price * quantity,
      });
    }
  }
  const rush = request.rush ? findRush(request.rush) : undefined;
  if (rush) {
    lines.push({
      kind: "rush",
      label: `Rush fee (${rush.timeframe})`,
      quantity: 1,
      unit_price: rush.fee,
      amount: rush.fee,
    });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
