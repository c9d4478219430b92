import { blogPosts } from "@store/db";
import { insertBlogPost } from "@store/db/seed";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startTestServer, type TestServer } from "./helpers";

const errorOf = (body: unknown) => (body as { error: string }).error;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe(`GET /api/blog-posts (${testDatabaseEngine})`, () => {
  const titles = (body: unknown) => (body as { data: { title: string }[] }).data.map((p) => p.title);

  it("answers an empty list before any post exists", async () => {
    expect(await send(server, "GET", "/api/blog-posts")).toMatchObject({ status: 200, body: { data: [] } });
  });

  it("lists posts newest first in the spec's field names, honouring limit", async () => {
    const db = server.database.db;
    await insertBlogPost(db, { title: "Old", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertBlogPost(db, {
      title: "Newest",
      createdAt: new Date("2026-03-01T00:00:00Z"),
      imageUrl: "/b/n.png",
    });
    await insertBlogPost(db, {
      title: "Middle",
      createdAt: new Date("2025-06-01T00:00:00Z"),
      category: "training",
    });
    const res = await send(server, "GET", "/api/blog-posts");
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(["Newest", "Middle", "Old"]);
    const [newest] = (res.body as { data: Record<string, unknown>[] }).data;
    expect(Object.keys(newest ?? {}).sort()).toEqual(
      ["author", "category", "content", "created_at", "excerpt", "id", "image_url", "slug", "title"].sort(),
    );
    expect(newest).toMatchObject({
      image_url: "/b/n.png",
      category: "news",
      created_at: "2026-03-01T00:00:00.000Z",
    });
    expect(titles((await send(server, "GET", "/api/blog-posts?limit=2")).body)).toEqual(["Newest", "Middle"]);
  });

  it("ignores the generic wrapper's extra parameters but not a bad limit", async () => {
    const res = await send(
      server,
      "GET",
      "/api/blog-posts?order=created_at.desc&page_name=blog&section_name=x",
    );
    expect(titles(res.body)).toEqual(["Newest", "Middle", "Old"]);
    const bad = await send(server, "GET", "/api/blog-posts?limit=many");
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toMatch(/^limit: /);
  });

  it("is read-only over REST: a POST creates nothing", async () => {
    const count = (await server.database.db.select().from(blogPosts)).length;
    const res = await send(server, "POST", "/api/blog-posts", { title: "Spam" });
    // A path that only reads: the method is refused, naming the ones it answers.
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect((await server.database.db.select().from(blogPosts)).length).toBe(count);
  });
});

describe(`GET /api/blog-posts/{slug} (${testDatabaseEngine})`, () => {
  const FIELDS = [
    "author",
    "category",
    "content",
    "created_at",
    "excerpt",
    "id",
    "image_url",
    "slug",
    "title",
  ];

  it("answers one post by its slug with the whole article and only the public fields", async () => {
    const content = "First paragraph.\n\nSecond paragraph.";
    await insertBlogPost(server.database.db, {
      slug: "one-post",
      title: "One Post",
      content,
      category: "training",
      author: "Coach Ray Tolbert",
      createdAt: new Date("2026-10-23T12:00:00Z"),
    });
    const res = await send(server, "GET", "/api/blog-posts/one-post");
    expect(res.status).toBe(200);
    const post = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(post).sort()).toEqual([...FIELDS].sort());
    expect(post).toMatchObject({
      slug: "one-post",
      title: "One Post",
      content,
      category: "training",
      author: "Coach Ray Tolbert",
      created_at: "2026-10-23T12:00:00.000Z",
    });
  });

  it("gives the same post through tRPC", async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: "one-post" }));
    const trpc = (await (await fetch(`${server.url}/trpc/content.blogPost?input=${input}`)).json()) as {
      result: { data: unknown };
    };
    const rest = (await send(server, "GET", "/api/blog-posts/one-post")).body as { data: unknown };
    expect(trpc.result.data).toEqual(rest.data);
  });

  it("answers 404 naming the slug when no post has it", async () => {
    const res = await send(server, "GET", "/api/blog-posts/no-such-post");
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toBe("No blog post with slug no-such-post.");
    const input = encodeURIComponent(JSON.stringify({ slug: "no-such-post" }));
    const trpc = await fetch(`${server.url}/trpc/content.blogPost?input=${input}`);
    expect(trpc.status).toBe(404);
  });

  it("refuses a slug too long to be one, and unknown input keys", async () => {
    const long = await send(server, "GET", `/api/blog-posts/${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(errorOf(long.body)).toMatch(/^slug: /);
    const extra = encodeURIComponent(JSON.stringify({ slug: "one-post", id: "x" }));
    expect((await fetch(`${server.url}/trpc/content.blogPost?input=${extra}`)).status).toBe(400);
  });
});
