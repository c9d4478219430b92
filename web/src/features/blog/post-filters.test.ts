import { describe, expect, it } from "vitest";
import { BLOG_CATEGORY_VALUES } from "./post";
import {
  countByCategory,
  filterPosts,
  type ListedPost,
  matchesSearch,
  neighbours,
  newestFirst,
  recentPosts,
  relatedPosts,
} from "./post-filters";

const post = (
  slug: string,
  created_at: string,
  category: ListedPost["category"] = "training",
  title = slug,
  excerpt = "",
): ListedPost => ({ slug, title, excerpt, category, created_at });

const posts = [
  post("hydration", "2026-08-11T14:00:00Z", "nutrition", "Staying Hydrated in Alabama Heat", "Drink early."),
  post("helmet", "2026-08-27T15:30:00Z", "equipment", "How to Choose a Batting Helmet", "Fit matters."),
  post("jerseys", "2026-09-16T13:00:00Z", "equipment", "How Sublimated Jerseys Are Made", "Café colors."),
  post("arm-care", "2026-10-07T14:00:00Z", "training", "Off-Season Arm Care", "Rest first."),
  post("game-day", "2026-10-23T12:00:00Z", "nutrition", "Game-Day Fuel", "Pre-game meals."),
  post("deadlines", "2026-11-10T15:00:00Z", "news", "Spring 2027 Team Packages", "Order deadlines."),
];
const slugs = (list: readonly ListedPost[]) => list.map((p) => p.slug);

describe("matchesSearch", () => {
  it("matches the title or the excerpt, ignoring case and accents", () => {
    const [hydration, , jerseys] = posts;
    if (!hydration || !jerseys) throw new Error("fixture");
    expect(matchesSearch(hydration, "ALABAMA")).toBe(true);
    expect(matchesSearch(hydration, "drink")).toBe(true);
    expect(matchesSearch(jerseys, "cafe")).toBe(true);
    expect(matchesSearch(hydration, "helmet")).toBe(false);
  });

  it("does not look in the article or the category", () => {
    expect(matchesSearch(post("x", "2026-01-01T00:00:00Z", "nutrition", "T", "E"), "nutrition")).toBe(false);
  });

  it("lets a blank search match everything", () => {
    expect(filterPosts(posts, { category: "all", query: "   " })).toHaveLength(posts.length);
  });
});

describe("filterPosts", () => {
  it("keeps the category's posts that match, in the order given", () => {
    expect(slugs(filterPosts(posts, { category: "equipment", query: "" }))).toEqual(["helmet", "jerseys"]);
    expect(slugs(filterPosts(posts, { category: "nutrition", query: "game" }))).toEqual(["game-day"]);
    expect(filterPosts(posts, { category: "news", query: "helmet" })).toEqual([]);
  });

  it("counts each category's posts for the search", () => {
    expect(countByCategory(posts, BLOG_CATEGORY_VALUES, "")).toEqual({
      all: 6,
      training: 1,
      equipment: 2,
      news: 1,
      nutrition: 2,
    });
    expect(countByCategory(posts, BLOG_CATEGORY_VALUES, "how")).toMatchObject({ all: 2, equipment: 2 });
  });
});

describe("ordering", () => {
  it("puts the newest first, the slug breaking ties", () => {
    const tie = [post("b", "2026-01-01T00:00:00Z"), post("a", "2026-01-01T00:00:00Z")];
    expect(slugs(newestFirst([...posts, ...tie]))).toEqual([
      "deadlines",
      "game-day",
      "arm-care",
      "jerseys",
      "helmet",
      "hydration",
      "a",
      "b",
    ]);
  });

  it("picks the three newest for Recent Posts, whatever order they came in", () => {
    expect(slugs(recentPosts(posts))).toEqual(["deadlines", "game-day", "arm-care"]);
    expect(slugs(recentPosts(posts.slice(0, 2)))).toEqual(["helmet", "hydration"]);
  });
});

describe("neighbours", () => {
  const of = (slug: string) => {
    const current = posts.find((p) => p.slug === slug);
    if (!current) throw new Error(slug);
    const { previous, next } = neighbours(posts, current);
    return { previous: previous?.slug, next: next?.slug };
  };

  it("finds the next older and the next newer post", () => {
    expect(of("jerseys")).toEqual({ previous: "helmet", next: "arm-care" });
  });

  it("has no newer post for the newest and no older one for the oldest", () => {
    expect(of("deadlines")).toEqual({ previous: "game-day", next: undefined });
    expect(of("hydration")).toEqual({ previous: undefined, next: "helmet" });
  });

  it("works by date for a post that is not in the list", () => {
    const outsider = post("outsider", "2026-09-01T00:00:00Z");
    const { previous, next } = neighbours(posts, outsider);
    expect([previous?.slug, next?.slug]).toEqual(["helmet", "jerseys"]);
  });

  it("orders posts published at the same moment by slug, as the list does", () => {
    const same = [post("a", "2026-01-01T00:00:00Z"), post("b", "2026-01-01T00:00:00Z")];
    expect(neighbours(same, post("a", "2026-01-01T00:00:00Z")).previous?.slug).toBe("b");
    expect(neighbours(same, post("b", "2026-01-01T00:00:00Z")).next?.slug).toBe("a");
  });
});

describe("relatedPosts", () => {
  it("gives the same category first, then the newest of the rest, never the post itself", () => {
    const current = posts.find((p) => p.slug === "helmet");
    if (!current) throw new Error("fixture");
    expect(slugs(relatedPosts(posts, current))).toEqual(["jerseys", "deadlines", "game-day"]);
  });

  it("gives fewer when there are fewer other posts", () => {
    const [only] = posts;
    if (!only) throw new Error("fixture");
    expect(relatedPosts([only], only)).toEqual([]);
  });
});
