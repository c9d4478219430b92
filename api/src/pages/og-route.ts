import { Hono } from "hono";
import type { OgImages } from "./og-image";

/** A card at its current version never changes: its address changes with its words. */
const FOR_EVER = "public, max-age=31536000, immutable";
/** Asked without a version, or with an old one: the current card, asked again after a while. */
const A_WHILE = "public, max-age=3600";

/**
 * GET /og/{kind}/{id}.png: a link-preview card (1200×630 PNG), drawn once and kept in memory; an
 * unknown kind or id is a 404. `?v=` is the version the page named: when it is the current one the
 * answer may be kept for ever.
 */
export function ogRoute(cards: OgImages) {
  const app = new Hono();
  app.get("/:kind/:file", async (c) => {
    const file = c.req.param("file");
    if (!file.endsWith(".png")) return c.json({ error: "No such picture." }, 404);
    let id: string;
    try {
      id = decodeURIComponent(file.slice(0, -".png".length));
    } catch {
      return c.json({ error: "No such picture." }, 404);
    }
    const card = await cards.draw(c.req.param("kind"), id);
    if (!card) return c.json({ error: "No such picture." }, 404);
    const etag = `"og-${card.version}"`;
    const headers = {
      "Content-Type": "image/png",
      "Cache-Control": c.req.query("v") === card.version ? FOR_EVER : A_WHILE,
      ETag: etag,
    };
    if (
      c.req
        .header("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    return c.body(new Uint8Array(card.png), 200, { ...headers, "Content-Length": String(card.png.length) });
  });
  app.all("*", (c) => c.json({ error: "No such picture." }, 404));
  return app;
}
