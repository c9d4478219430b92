import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export { publicAddresses } from "@store/db/seed";

/** A route of the page table, as the build lists it (web/dist/pages.json, `kinds`). */
interface RouteKind {
  route: string;
  audience: string;
}

/** The public routes of the build the server serves: its page table (decision 066). */
export function publicRoutes(): string[] {
  const dist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url));
  const { kinds } = JSON.parse(readFileSync(path.join(dist, "pages.json"), "utf8")) as { kinds: RouteKind[] };
  return kinds.filter((kind) => kind.audience === "everyone").map((kind) => kind.route);
}
