import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@store/db";
import { seedDatabase, seedTaxData } from "@store/db/seed";
import { ensureAdmin } from "./domains/auth/users";
import type { Config } from "./env";
import type { Logger } from "./logger";

/** Opens the configured database, migrates it, seeds it once and makes sure the admin exists. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "pglite") });
  if (handle.folderCheckMs !== undefined) {
    // Happens after a crash, or once on a folder from a store that did not yet record clean shutdowns.
    logger.info("data folder checked, as its last run did not close it cleanly", {
      ms: handle.folderCheckMs,
    });
  }
  try {
    await handle.migrate();
    if (config.seed) {
      const result = await seedDatabase(handle.db);
      if (result.seeded) logger.info("database seeded", { ...result });
      // Its own claim: a store seeded before sales tax existed gets the starting tax data now.
      if (await seedTaxData(handle.db)) logger.info("tax data seeded: confirm each rate before going live");
    }
    if (config.admin) {
      const admin = await ensureAdmin(handle.db, config.admin.email, config.admin.password);
      logger.info("admin account ready", { email: admin.email });
    }
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}
