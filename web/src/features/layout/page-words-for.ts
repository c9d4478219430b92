import { type PageWords, routeParams } from "@store/api/contracts";
import { pageTable } from "../../app/page-table";
import { findPageMeta, notFoundMeta, productNotFoundMeta } from "../../data/page-meta";

const routes = Object.entries(pageTable).sort(([a], [b]) => a.split("$").length - b.split("$").length);

/**
 * A page's words by its route's entry in the page table, as the server gives them: fixed, or from
 * the list of known pages; undefined for a page that names itself from what it reads.
 */
export function pageWordsFor(pathname: string, notFound: boolean): PageWords | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const entry = routes.find(([route]) => routeParams(route, path));
  const missing = entry?.[0] === "/shop/$productId" ? productNotFoundMeta : notFoundMeta;
  if (notFound || !entry) return missing;
  const { words } = entry[1];
  if (words === "from-reads") return undefined;
  if (words === "listed") return findPageMeta(path) ?? missing;
  return words;
}
