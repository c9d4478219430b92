import { products, quotes } from "@store/db";
import { designStatusWords, quoteReference } from "@store/db/catalogue";
import { asc, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../../common/not-found";
import { AppError } from "../../../errors/app-error";
import type { ChangeArgs } from "../../service-args";
import type { TeamStoreDto, TeamStoreItemFields } from "../schemas";
import type { TeamStoreFromQuoteInput } from "../staff-schemas";
import { checkItems } from "./check-items";
import { insertDraftStore } from "./create-store";

/** A quote the coach approved (or already in production) may become a store. */
const APPROVED_OR_LATER = ["approved", "in_production", "completed"];

type CatalogueProduct = { id: string; name: string; price: number };

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** The catalogue product a price-list name stands for: the same name, else one naming it in full. */
export function productFor(name: string, catalogue: CatalogueProduct[]): CatalogueProduct | undefined {
  const wanted = words(name);
  if (wanted.length === 0) return undefined;
  const exact = catalogue.find((p) => words(p.name).join(" ") === wanted.join(" "));
  if (exact) return exact;
  return catalogue.find((p) => {
    const have = words(p.name);
    return have.some((_, i) => wanted.every((w, j) => have[i + j] === w || have[i + j] === `${w}s`));
  });
}

/** "Clanton Tigers 12U" opening in 2027 → "clanton-tigers-12u-2027". */
export function slugFor(teamName: string, opensAt: Date): string {
  const year = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", year: "numeric" }).format(
    opensAt,
  );
  const base = words(teamName).join("-").slice(0, 54).replace(/-+$/, "") || "team";
  return `${base}-${year}`;
}

/**
 * The store's items from the quote: the package's player uniform as the catalogue's jersey (the
 * player pack's required, personalised item), then each add-on whose name matches a catalogue
 * product, at the catalogue price. Names with no match are left for staff to add.
 */
function quoteItems(
  packageName: string,
  addOns: string[],
  catalogue: CatalogueProduct[],
): { items: TeamStoreItemFields[]; unmatched: string[] } {
  const items: TeamStoreItemFields[] = [];
  const unmatched: string[] = [];
  const add = (product: CatalogueProduct, uniform: boolean) => {
    if (items.some((i) => i.product_id === product.id)) return;
    items.push({
      product_id: product.id,
      price: product.price,
      fundraising: 0,
      sizes: [],
      personalisation: uniform ? "both" : "none",
      personalisation_required: false,
      max_name_length: 12,
      personalisation_fee: 0,
      required: uniform,
      in_bundle: uniform,
    });
  };
  const jersey = productFor("Jersey", catalogue);
  if (jersey) add(jersey, true);
  else unmatched.push(`${packageName} package uniform`);
  for (const name of addOns) {
    const product = productFor(name, catalogue);
    if (product) add(product, false);
    else unmatched.push(name);
  }
  return { items, unmatched };
}

/**
 * A draft store from an approved quote: team, sport and coach from the quote, items from its
 * package and add-ons where the catalogue has them, the roster's players, and the quote linked (its
 * approved proof is the artwork: opening the store checks it).
 */
export async function teamStoreFromQuote({
  db,
  actor,
  input,
}: ChangeArgs<TeamStoreFromQuoteInput>): Promise<TeamStoreDto> {
  if (!isUuid(input.id)) throw notFound("quote", input.id);
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, input.id));
  if (!quote) throw notFound("quote", input.id);
  const reference = quoteReference(quote.number);
  if (!APPROVED_OR_LATER.includes(quote.status)) {
    throw AppError.conflict(
      `${reference} is ${designStatusWords[quote.status].toLowerCase()}: only a quote the coach approved can become a team store.`,
    );
  }
  const catalogue = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .orderBy(asc(products.name));
  const { items, unmatched } = quoteItems(
    quote.packageName,
    quote.additionalItems.map((i) => i.name),
    catalogue,
  );
  const opensAt = new Date(input.opens_at);
  const slug = input.slug ?? slugFor(quote.teamName, opensAt);
  return insertDraftStore(db, actor, {
    row: {
      slug,
      teamName: quote.teamName,
      sport: quote.sport,
      coachName: quote.contactName,
      coachEmail: quote.email.toLowerCase(),
      opensAt,
      closesAt: new Date(input.closes_at),
      distribution: input.distribution,
      paymentMode: input.payment_mode,
      quoteId: quote.id,
    },
    items: await checkItems(db, items),
    players: quote.roster.map((p) => ({ name: p.name, number: p.number || null, email: null })),
    verb: "from_quote",
    summary:
      `Made the team store ${quote.teamName} (/team/${slug}) from ${reference}.` +
      (unmatched.length ? ` No catalogue product for: ${unmatched.join(", ")}.` : ""),
    origin: { quote: reference, unmatched },
  });
}
