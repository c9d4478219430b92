import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Access } from "../../../app/admin-door/access";
import { defineListData } from "./list-data";

const granted: Access = { status: "granted", user: { id: "u1", email: "a@example.com" } as never };

// A list whose server answers from `rows`, or fails with `failure`; it counts the calls.
function fakeList(rows: string[], failure?: Error) {
  const calls = { list: 0, stats: 0 };
  const data = defineListData({
    read: (raw) => ({ search: typeof raw.search === "string" ? raw.search : undefined }),
    list: (search: { search: string | undefined }) => ({
      queryKey: ["list", search] as never,
      queryFn: async () => {
        calls.list += 1;
        if (failure) throw failure;
        return { items: rows.filter((r) => !search.search || r.includes(search.search)) };
      },
    }),
    stats: () => ({
      queryKey: ["stats"] as never,
      queryFn: async () => {
        calls.stats += 1;
        return { total: rows.length };
      },
    }),
  });
  return { data, calls };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("an admin list's loader", () => {
  it("has the list and the tiles' figures in the cache before the screen draws", async () => {
    const { data, calls } = fakeList(["tigers", "lions"]);
    const queryClient = client();
    const loaded = await data.route.loader({
      context: { queryClient, access: granted },
      deps: { search: "ti" },
    });
    expect(loaded).toEqual({});
    expect(queryClient.getQueryData(["list", { search: "ti" }])).toEqual({ items: ["tigers"] });
    expect(queryClient.getQueryData(["stats"])).toEqual({ total: 2 });
    expect(calls).toEqual({ list: 1, stats: 1 });
  });

  it("hands a list that cannot be read to the screen instead of throwing", async () => {
    const failure = new Error("The database is not answering.");
    const { data } = fakeList([], failure);
    const loaded = await data.route.loader({
      context: { queryClient: client(), access: granted },
      deps: { search: undefined },
    });
    expect(loaded).toEqual({ failure });
  });

  it("asks nothing of the server for a visitor who is not staff", async () => {
    const { data, calls } = fakeList(["tigers"]);
    const loaded = await data.route.loader({
      context: { queryClient: client(), access: { status: "denied" } },
      deps: { search: undefined },
    });
    expect(loaded).toEqual({});
    expect(calls).toEqual({ list: 0, stats: 0 });
  });

  it("reads the address as the router keeps it (unchecked) with the list's own reader", async () => {
    // The route keeps the raw address (typedAddress): the loader must not pass a stray value on.
    const { data } = fakeList(["tigers", "lions"]);
    const queryClient = client();
    await data.route.loader({
      context: { queryClient, access: granted },
      deps: { search: 42, other: "x" } as never,
    });
    expect(queryClient.getQueryData(["list", { search: undefined }])).toEqual({ items: ["tigers", "lions"] });
  });
});
