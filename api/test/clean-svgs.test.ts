import { customArtworkSubmissions, images, products, proofs, quotes, websiteContent } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "../src/storage/local";
import type { FileStorage } from "../src/storage/storage";
import { cleanStoredSvgs, describeCleanSvgs } from "../src/uploads/clean-stored-svgs";
import { startTestServer, storedFiles, type TestServer } from "./helpers";

// Decision 050: SVGs stored before uploads were cleaned (decision 032) are cleaned in place by
// `npm run admin -- clean-svgs`; the command itself is run in admin-cli.test.ts.

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const DIRTY = `<?xml version="1.0"?><svg ${NS} onload="alert(document.cookie)"><rect width="4" height="4" fill="#0a0" onclick="alert(2)"/><script>alert(1)</script></svg>`;
const CLEANED = `<svg ${NS}><rect width="4" height="4" fill="#0a0"/></svg>`;
const ONLY_SCRIPT = `<svg ${NS}><script>alert(1)</script></svg>`;
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe(`stored SVGs from before cleaning are cleaned (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let storage: FileStorage;

  beforeAll(async () => {
    server = await startTestServer();
    storage = localStorage(server.uploadsDir);
  });
  afterAll(() => server?.stop());

  /** Stores a file as an old store did: as sent, with no cleaning. */
  const storeAsSent = (folder: "images" | "artwork" | "proofs", svg: string) =>
    storage.save(folder, bytesOf(svg), "svg");
  const served = async (url: string) => {
    const res = await fetch(`${server.url}${url}`);
    return {
      status: res.status,
      text: await res.text(),
      disposition: res.headers.get("content-disposition"),
    };
  };

  it("rewrites a library SVG with onload and <script>, moves every row naming it, then cleans nothing more", async () => {
    const db = server.database.db;
    const old = await storeAsSent("images", DIRTY);
    await db
      .insert(images)
      .values({ name: "old-crest.svg", storageKey: old.key, size: DIRTY.length, type: "image/svg+xml" });
    // The same file picked as a product's picture and put in a page's HTML, as staff did.
    const [product] = await db
      .insert(products)
      .values({ name: "Crest Tee", price: 20, category: "t-shirts", imageUrl: old.url })
      .returning();
    await db.insert(websiteContent).values({
      pageName: "home",
      sectionName: "hero",
      contentKey: "body",
      contentType: "html",
      contentValue: `<p>Our crest: <img src="${old.url}" alt="crest"></p>`,
    });
    // An artwork request's files and a proof, each an SVG of its own.
    const artwork = await storeAsSent("artwork", DIRTY);
    const [request] = await db
      .insert(customArtworkSubmissions)
      .values({
        name: "Casey",
        email: "casey@example.com",
        teamName: "Tigers",
        productsInterested: "Jerseys",
        artworkDetails: "Logo attached",
        uploadedDesignUrl: `/uploads/artwork/0a0a0a0a-0000-4000-8000-000000000000.png, ${artwork.url}`,
      })
      .returning();
    const proofFile = await storeAsSent("proofs", DIRTY);
    await db.insert(proofs).values({
      submissionId: request?.id,
      version: 1,
      fileUrl: proofFile.url,
      fileName: "proof.svg",
      fileType: "image/svg+xml",
      fileSize: DIRTY.length,
    });
    expect((await served(old.url)).text).toContain("onload");

    const first = await cleanStoredSvgs(db, storage);
    expect(first.checked).toBe(3);
    expect(first.cleaned.map((f) => f.key).sort()).toEqual([artwork.key, old.key, proofFile.key].sort());
    expect(first.unreadable).toEqual([]);
    expect(first.refused).toEqual([]);
    expect(first.cleaned.find((f) => f.key === old.key)?.places).toEqual([
      "image library",
      "product picture",
      "website content",
    ]);
    expect(describeCleanSvgs(first).at(-1)).toBe(
      "Stored SVGs: checked 3, cleaned 3, unreadable 0, refused 0.",
    );

    // Every row names the new file, which has neither the handler nor the script; the old is gone.
    const [image] = await db.select().from(images).where(eq(images.name, "old-crest.svg"));
    const newUrl = `/uploads/${image?.storageKey}`;
    expect(image?.storageKey).not.toBe(old.key);
    expect(image?.size).toBe(CLEANED.length);
    const [movedProduct] = await db
      .select()
      .from(products)
      .where(eq(products.id, product?.id ?? ""));
    expect(movedProduct?.imageUrl).toBe(newUrl);
    const [content] = await db.select().from(websiteContent).where(eq(websiteContent.contentKey, "body"));
    expect(content?.contentValue).toBe(`<p>Our crest: <img src="${newUrl}" alt="crest"></p>`);
    const picture = await served(newUrl);
    expect(picture.status).toBe(200);
    expect(picture.text).toBe(CLEANED);
    expect(picture.text).not.toMatch(/onload|onclick|<script/i);
    expect(picture.disposition).toBeNull();
    expect((await served(old.url)).status).toBe(404);

    const [movedRequest] = await db
      .select()
      .from(customArtworkSubmissions)
      .where(eq(customArtworkSubmissions.id, request?.id ?? ""));
    const [png, artworkUrl] = movedRequest?.uploadedDesignUrl?.split(", ") ?? [];
    expect(png).toBe("/uploads/artwork/0a0a0a0a-0000-4000-8000-000000000000.png");
    expect(artworkUrl).not.toBe(artwork.url);
    expect((await served(artworkUrl ?? "")).text).toBe(CLEANED);
    const [proof] = await db
      .select()
      .from(proofs)
      .where(eq(proofs.submissionId, request?.id ?? ""));
    expect(proof?.fileUrl).not.toBe(proofFile.url);
    expect(proof?.fileSize).toBe(CLEANED.length);
    expect((await served(proof?.fileUrl ?? "")).text).toBe(CLEANED);

    const files = await storedFiles(server);
    for (const key of [old.key, artwork.key, proofFile.key]) expect(files).not.toContain(key);

    const second = await cleanStoredSvgs(db, storage);
    expect(second.checked).toBe(3);
    expect(second.cleaned).toEqual([]);
    expect(describeCleanSvgs(second)).toEqual([
      "Stored SVGs: checked 3, cleaned 0, unreadable 0, refused 0.",
    ]);
    expect(await storedFiles(server)).toEqual(files);
  });

  it("leaves and reports a drawing with nothing left to draw, and a file that is missing; follows quote files", async () => {
    const db = server.database.db;
    const empty = await storeAsSent("images", ONLY_SCRIPT);
    await db
      .insert(images)
      .values({ name: "only-script.svg", storageKey: empty.key, size: 1, type: "image/svg+xml" });
    const missing = "/uploads/artwork/0b0b0b0b-0000-4000-8000-000000000000.svg";
    const quoteFile = await storeAsSent("artwork", DIRTY);
    const [quote] = await db
      .insert(quotes)
      .values({
        teamName: "Tigers",
        contactName: "Casey",
        email: "casey@example.com",
        sport: "soccer",
        packageName: "Starter",
        estimate: 100,
        files: [
          { name: "gone.svg", url: missing },
          { name: "logo.svg", url: quoteFile.url },
        ],
      })
      .returning();

    const result = await cleanStoredSvgs(db, storage);
    expect(result.cleaned.map((f) => f.key)).toEqual([quoteFile.key]);
    expect(result.refused).toEqual([
      expect.objectContaining({
        key: empty.key,
        places: ["image library"],
        reason: expect.stringMatching(/nothing to draw/),
      }),
    ]);
    expect(result.unreadable).toEqual([
      {
        key: missing.replace("/uploads/", ""),
        places: ["quote file"],
        reason: "no such file in the storage",
      },
    ]);
    const lines = describeCleanSvgs(result);
    expect(lines).toContain(
      `unreadable ${missing.replace("/uploads/", "")} (quote file): no such file in the storage`,
    );
    expect(lines.at(-1)).toBe(`Stored SVGs: checked ${result.checked}, cleaned 1, unreadable 1, refused 1.`);

    // The refused drawing and its row are left as they were (the sandboxing CSP still covers it).
    const [image] = await db.select().from(images).where(eq(images.name, "only-script.svg"));
    expect(image?.storageKey).toBe(empty.key);
    expect((await served(empty.url)).text).toBe(ONLY_SCRIPT);
    const [moved] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quote?.id ?? ""));
    expect(moved?.files[0]).toEqual({ name: "gone.svg", url: missing });
    expect(moved?.files[1]?.name).toBe("logo.svg");
    expect((await served(moved?.files[1]?.url ?? "")).text).toBe(CLEANED);

    const again = await cleanStoredSvgs(db, storage);
    expect(again.cleaned).toEqual([]);
    expect(again.refused).toHaveLength(1);
    expect(again.unreadable).toHaveLength(1);
  });
});
