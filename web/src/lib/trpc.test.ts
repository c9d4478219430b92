import type { AppRouter } from "@store/api/contracts";
import { createTRPCClient } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { lazyLink } from "./lazy-link";
import { trpcLink } from "./trpc-links";

interface Sent {
  url: string;
  body: unknown;
}

/** A stand-in server that records each request and answers every call in it with `data`. */
function recordingFetch(data: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const href = String(url);
    sent.push({ url: href, body: init?.body });
    const calls = href.includes("batch=1")
      ? new URL(href, "http://store.test").pathname.split(",").length
      : 0;
    const answer = { result: { data } };
    return Response.json(calls > 0 ? Array.from({ length: calls }, () => answer) : answer);
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe("trpcLink", () => {
  it("sends an upload alone, as the FormData itself, to its procedure's URL", async () => {
    const { sent, fetchImpl } = recordingFetch({ name: "logo.png" });
    const client = createTRPCClient<AppRouter>({ links: [trpcLink(fetchImpl)] });
    const form = new FormData();
    form.append("image", new Blob(["png"], { type: "image/png" }), "logo.png");

    await expect(client.images.upload.mutate(form)).resolves.toEqual({ name: "logo.png" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/trpc/images.upload");
    expect(sent[0]?.body).toBe(form);
  });

  it("still batches calls with JSON inputs", async () => {
    const { sent, fetchImpl } = recordingFetch([]);
    const client = createTRPCClient<AppRouter>({ links: [trpcLink(fetchImpl)] });

    await Promise.all([client.products.list.query(), client.content.blogPosts.query(undefined)]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/^\/trpc\/products\.list,content\.blogPosts\?batch=1/);
  });
});

describe("lazyLink", () => {
  it("fetches the links with the first call, and calls made meanwhile still go in one batch", async () => {
    const { sent, fetchImpl } = recordingFetch([]);
    let loads = 0;
    const client = createTRPCClient<AppRouter>({
      links: [
        lazyLink(async () => {
          loads += 1;
          return trpcLink(fetchImpl);
        }),
      ],
    });
    expect(loads).toBe(0);

    await Promise.all([client.products.list.query(), client.content.blogPosts.query(undefined)]);
    await client.products.list.query();
    expect(loads).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.url).toMatch(/^\/trpc\/products\.list,content\.blogPosts\?batch=1/);
  });

  it("fails the call when the links cannot be fetched, and tries again on the next", async () => {
    const { sent, fetchImpl } = recordingFetch([]);
    let offline = true;
    const client = createTRPCClient<AppRouter>({
      links: [
        lazyLink(async () => {
          if (offline) throw new TypeError("Failed to fetch dynamically imported module");
          return trpcLink(fetchImpl);
        }),
      ],
    });

    await expect(client.products.list.query()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(sent).toHaveLength(0);
    offline = false;
    await expect(client.products.list.query()).resolves.toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
