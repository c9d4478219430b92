import { describe, expect, it } from "vitest";
import { listInput, readListSearch } from "./list-search";

const sorts = ["created_at", "name"] as const;

describe("a paged list's URL", () => {
  it("keeps valid values and leaves defaults out of the address", () => {
    expect(
      readListSearch({ page: "3", page_size: "50", search: "tigers", sort: "name", dir: "asc" }, sorts),
    ).toEqual({
      page: 3,
      page_size: 50,
      search: "tigers",
      sort: "name",
      dir: "asc",
    });
    expect(readListSearch({ page: 1, page_size: 25 }, sorts)).toEqual({
      page: undefined,
      page_size: undefined,
      search: undefined,
      sort: undefined,
      dir: undefined,
    });
  });

  it("drops what the server would refuse instead of failing the page", () => {
    const read = readListSearch(
      { page: "0", page_size: "1000", sort: "price", dir: "up", search: "   " },
      sorts,
    );
    expect(read).toEqual({
      page: undefined,
      page_size: undefined,
      search: undefined,
      sort: undefined,
      dir: undefined,
    });
    expect(readListSearch({ page: "2.5" }, sorts).page).toBeUndefined();
  });

  it("sends only the keys that are set", () => {
    expect(
      listInput({ page: 2, page_size: undefined, search: "x", sort: undefined, dir: undefined }),
    ).toEqual({
      page: 2,
      search: "x",
    });
  });
});
