import type { Page } from "@playwright/test";
import { seedPosts } from "@store/db/seed";
import { expect, test } from "./fixtures";

// What the blog's e2e files share: the seeded posts they check against, and the page's parts.

export type SeedPost = (typeof seedPosts)[number];

export const newestFirst: SeedPost[] = [...seedPosts].sort(
  (a, b) => Date.parse(b.published) - Date.parse(a.published),
);

/** The seed post with this slug; fails the test if the seed changed under it. */
export function seed(slug: string): SeedPost {
  const post = seedPosts.find((p) => p.slug === slug);
  if (!post) throw new Error(`the seed has no post ${slug}`);
  return post;
}

export const ARM_CARE: SeedPost = seed("off-season-arm-care-for-youth-pitchers");
export const GAME_DAY: SeedPost = seed("game-day-fuel-pre-game-meals-and-tournament-snacks");
export const DEADLINES: SeedPost = seed("spring-2027-team-package-order-deadlines");
export const HELMET: SeedPost = seed("choosing-a-batting-helmet-that-fits");
export const HYDRATION: SeedPost = seed("hydration-in-alabama-heat");

export const CATEGORY_LABELS = {
  training: "Training Tips",
  equipment: "Equipment Reviews",
  news: "Sports News",
  nutrition: "Nutrition",
} as const;

// The dates the seed's posts must show, written out rather than computed the way the page does.
export const LONG_DATES: Record<string, string> = {
  [DEADLINES.slug]: "November 10, 2026",
  [GAME_DAY.slug]: "October 23, 2026",
  [ARM_CARE.slug]: "October 7, 2026",
  "how-sublimated-jerseys-are-made-and-cared-for": "September 16, 2026",
  [HELMET.slug]: "August 27, 2026",
  [HYDRATION.slug]: "August 11, 2026",
};

export const paragraphs = (content: string) => content.split("\n\n").map((p) => p.trim());

export const cards = (page: Page) => page.getByRole("main").getByRole("article");
export const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
export const shownTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
export const recentPanel = (page: Page) => page.getByRole("complementary", { name: "Recent Posts" });

// Both blog calls (one post and the list) start "content.blogPost", alone or batched together.
export const isBlogCall = (url: URL) =>
  url.pathname.startsWith("/trpc/") && url.pathname.includes("content.blogPost");
export const apiDownTest = test.extend({ expectedFailedRequests: ["/trpc/content.blogPost"] });

export async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Sports Blog" })).toBeVisible();
}
