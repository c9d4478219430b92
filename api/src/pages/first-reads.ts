import { TRPCError } from "@trpc/server";
import { type InitialProcedure, type PageKind, readInput } from "../common/page-facts";
import { type PageWords, postWords, productWords, teamStoreWords } from "../common/page-words";
import { homeValues } from "../domains/content/home-page-content";

/** One answer the page's HTML carries, under the call the page makes for it. */
export interface InitialQuery {
  procedure: InitialProcedure;
  input: Record<string, unknown> | undefined;
  data: unknown;
}

/** What a page's first reads decide: whether it is there, its words, first pictures and data. */
export type FirstScreen =
  | { found: true; words?: PageWords; images: string[]; queries: InitialQuery[] }
  | { found: false; limited?: true };

/** Calls a procedure as the visitor would (their address, session, rate limits): pages/page-caller.ts. */
export type CallProcedure = (
  procedure: InitialProcedure,
  input: Record<string, unknown> | undefined,
) => Promise<unknown>;

/** The shop's first row on a phone: its pictures are the page's largest paint. */
const SHOP_LEAD_PICTURES = 2;

type Answer = Record<string, unknown>;
const imageOf = (item: unknown) => {
  const url = (item as { image_url?: unknown } | undefined)?.image_url;
  return typeof url === "string" && url ? [url] : [];
};

/**
 * What a page takes from each answer beyond its data: its first pictures, and its words (or that
 * the page is not there: a blog post missing from the list).
 */
const fromAnswer: Partial<
  Record<
    InitialProcedure,
    (data: unknown, params: Record<string, string>) => { images?: string[]; words?: PageWords | null }
  >
> = {
  "products.browse": (data) => ({
    images: ((data as { items: unknown[] }).items ?? []).slice(0, SHOP_LEAD_PICTURES).flatMap(imageOf),
  }),
  "products.byId": (data) => ({
    images: imageOf(data),
    words: productWords(data as { name: string; description: string | null }),
  }),
  // The hero's first middle picture: the largest thing a phone paints on the front page.
  "content.list": (data) => ({ images: [homeValues(data as never)("hero.slide_1_image_2")].filter(Boolean) }),
  "content.blogPosts": (data, params) => {
    const posts = data as (Answer & { slug: string; title: string; excerpt: string })[];
    if (!params.slug) return { images: imageOf(posts[0]) };
    const post = posts.find((candidate) => candidate.slug === params.slug);
    return post ? { images: imageOf(post), words: postWords(post) } : { words: null };
  },
  "teamStores.familyStore": (data) => ({
    words: teamStoreWords(data as Parameters<typeof teamStoreWords>[0]),
  }),
};

/** Refusals that mean "no such page here": an unknown or malformed link is a 404 like any other. */
const NOT_THERE = new Set<TRPCError["code"]>(["NOT_FOUND", "BAD_REQUEST", "FORBIDDEN", "UNAUTHORIZED"]);

/**
 * Reads what a page reads first, once: the answers go into its HTML (the page starts from them),
 * and decide its status, its words and the pictures it asks for with the HTML.
 */
export async function readFirst(
  kind: PageKind,
  params: Record<string, string>,
  call: CallProcedure,
): Promise<FirstScreen> {
  const images: string[] = [];
  const queries: InitialQuery[] = [];
  let words: PageWords | undefined;
  for (const read of kind.reads ?? []) {
    const input = readInput(read, params);
    let data: unknown;
    try {
      data = await call(read.procedure, input);
    } catch (error) {
      if (read.optional) continue;
      if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") {
        return { found: false, limited: true };
      }
      if (error instanceof TRPCError && NOT_THERE.has(error.code)) return { found: false };
      throw error;
    }
    if (read.signedOutOnly && (data as { customer?: unknown }).customer !== null) continue;
    const taken = fromAnswer[read.procedure]?.(data, params) ?? {};
    if (taken.words === null) return { found: false };
    words ??= taken.words;
    images.push(...(taken.images ?? []));
    queries.push({ procedure: read.procedure, input, data });
  }
  return { found: true, words, images, queries };
}
