import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { images, websiteContent } from "@store/db";
import { seedDatabase } from "@store/db/seed";
import { createTestDatabase, testDatabaseEngine } from "@store/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listImages } from "../src/domains/images/images";
import { addStorePictures } from "../src/domains/images/store-pictures";
import { createLogger } from "../src/logger";
import { localStorage } from "../src/storage/local";

// The web app's own pictures, as the build copies them (web/public is the build's /).
const webPublic = fileURLToPath(new URL("../../web/public", import.meta.url));

describe(`the store's own pictures in a new store's image library (${testDatabaseEngine})`, () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const uploadsDir = path.join(os.tmpdir(), `store-pictures-${process.pid}-${Date.now()}`);
  const files = { storage: localStorage(uploadsDir), logger: createLogger("silent") };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDatabase(handle.db);
  });
  afterAll(() => handle?.close());

  it("lists every product and hero picture the seeded store uses, as real files, once", async () => {
    const first = await addStorePictures(handle.db, files, webPublic);
    const listed = await listImages({ db: handle.db, storage: files.storage });
    expect(first.added).toBe(listed.length);
    const names = listed.map((image) => image.name);
    // A product's picture and the home page's hero slides, under their own names.
    expect(names).toContain("custom-sublimated-team-jersey.svg");
    const [hero] = await handle.db
      .select()
      .from(websiteContent)
      .where(eq(websiteContent.contentValue, "/images/hero/slide-1-1.svg"));
    expect(hero).toBeDefined();
    expect(names).toContain("slide-1-1.svg");
    expect(new Set(names).size).toBe(names.length);
    expect(listed.length).toBeGreaterThanOrEqual(28 + 9);

    // Each is a stored file, with the picture's bytes.
    const rows = await handle.db.select().from(images).where(eq(images.name, "slide-1-1.svg"));
    const stored = await readFile(path.join(uploadsDir, rows[0]?.storageKey ?? "missing"), "utf8");
    expect(stored).toContain("<svg");
    expect(rows[0]?.type).toBe("image/svg+xml");

    // A restart adds nothing: no second copy.
    expect(await addStorePictures(handle.db, files, webPublic)).toEqual({ added: 0 });
    expect(await listImages({ db: handle.db, storage: files.storage })).toHaveLength(listed.length);
  });
});
