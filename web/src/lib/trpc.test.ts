import type { AppRouter } from "@store/api";
import { createTRPCClient } from "@trpc/client";
import { describe, expect, it, vi } from "vitest";
import { trpcLinks } from "./trpc";

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

describe("trpcLinks", () => {
  it("sends an upload alone, as the FormData itself, to its procedure's URL", async () => {
    const { sent, fetchImpl } = recordingFetch({ name: "logo.png" });
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fetchImpl) });
    const form = new FormData();
    form.append("image", new Blob(["png"], { type: "image/png" }), "logo.png");

    await expect(client.images.upload.mutate(form)).resolves.toEqual({ name: "logo.png" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/trpc/images.upload");
    expect(sent[0]?.body).toBe(form);
  });

  it("still batches calls with JSON inputs", async () => {
    const { sent, fetchImpl } = recordingFetch([]);
    const client = createTRPCClient<AppRouter>({ links: trpcLinks(fetchImpl) });

    await Promise.all([client.products.list.query(), client.content.blogPosts.query(undefined)]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/^\/trpc\/products\.list,content\.blogPosts\?batch=1/);
  });
});
