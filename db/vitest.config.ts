import { configDefaults, defineConfig } from "vitest/config";

// The PostgreSQL pass (.ci/run sets TEST_DATABASE_URL) runs only the files whose tests meet the test
// database. These open embedded folders of their own (locks, damage, old migrations) or are pure
// units: they already ran, identically, in the PGlite pass, and at the PostgreSQL pass's low
// priority their child processes would only wait for a core.
const sameOnEveryEngine = [
  "test/catalogue.test.ts",
  "test/pickup-ready.test.ts",
  "test/damaged-data-folder.test.ts",
  "test/data-folder-lock.test.ts",
  "test/migration-0002.test.ts",
];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? sameOnEveryEngine : [])],
    // As the api's (api/vitest.config.ts): CI's PGlite pass takes both cores.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || undefined,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
