import { findTeamPackageSport } from "../../data/site-pages";
import type { ArtworkSearch } from "./artwork-search";

/**
 * The visitor's choice from another page in words, e.g. "Baseball team package: Pro", or null
 * when nothing (known) was chosen. The form shows it at the top and starts 'What Products Are You
 * Interested In?' with it, so it reaches the store with the request. The designs' list is fetched
 * only for an address that names one (the route's loader waits for it), not with the page.
 */
export async function describeSelection(search: ArtworkSearch): Promise<string | null> {
  const parts: string[] = [];

  const design = search.design
    ? (await import("../../data/stock-designs")).findStockDesign(search.design)
    : undefined;
  if (design) parts.push(`Stock design: ${design.name} (${design.id})`);

  const sport = search.sport ? findTeamPackageSport(search.sport) : undefined;
  if (sport && search.package) parts.push(`${sport.label} team package: ${search.package}`);
  else if (sport) parts.push(`${sport.label} team package`);
  else if (search.package) parts.push(`Team package: ${search.package}`);

  if (search.rush) parts.push(`Rush order: ${search.rush}`);

  return parts.length > 0 ? parts.join("; ") : null;
}
