// @vitest-environment jsdom
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { seedInitialData } from "./initial-data";

/** A document whose data block carries a query cache drawn `minutesAgo` minutes ago. */
function drawnPage(minutesAgo: number): Document {
  const server = new QueryClient();
  server.setQueryData(
    ["products", "browse"],
    { items: ["A4 Cooling Performance Tee"] },
    {
      updatedAt: Date.now() - minutesAgo * 60_000,
    },
  );
  const doc = document.implementation.createHTMLDocument("drawn");
  const block = doc.createElement("script");
  block.type = "application/json";
  block.id = "initial-data";
  block.textContent = JSON.stringify({ rendered: dehydrate(server) });
  doc.body.append(block);
  return doc;
}

describe("seedInitialData from a drawn page", () => {
  it("takes the answers as current, however long ago the kept page was drawn", () => {
    // The server keeps a drawn page until a write changes it; its answers asked again on adoption
    // were a second download of the shop and a long redraw of its grid.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const doc = drawnPage(10);
    seedInitialData(client, doc);
    const query = client.getQueryCache().find({ queryKey: ["products", "browse"] });
    expect(query?.state.data).toEqual({ items: ["A4 Cooling Performance Tee"] });
    expect(query?.isStaleByTime(30_000)).toBe(false);
    expect(doc.getElementById("initial-data")).toBeNull();
  });
});
