import { configDefaults, defineConfig } from "vitest/config";

// The PostgreSQL pass (.ci/run sets TEST_DATABASE_URL) runs the files whose tests meet the test
// database. These do not: pure units, and tests that start processes or throw-away clusters on a
// database of their own choosing. They already ran, identically, in the PGlite pass.
const sameOnEveryEngine = [
  "src/**/*.test.ts",
  "test/admin-cli.test.ts",
  "test/compose.test.ts",
  "test/contracts-closure.test.ts",
  "test/database-deadline.test.ts",
  "test/design-mail-templates.test.ts",
  "test/mail-links.test.ts",
  "test/mail-templates.test.ts",
  "test/openapi-contract-database-away.test.ts",
  "test/postgres-restarts.test.ts",
  "test/quote-estimate.test.ts",
  "test/roster.test.ts",
  "test/sanitize.test.ts",
  "test/server-process.test.ts",
  "test/storage-partial-write.test.ts",
];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? sameOnEveryEngine : [])],
    // CI runs this pass on two workers (API_TEST_WORKERS=2) while the PostgreSQL pass waits at a low
    // priority; unset, vitest's default (one per core but one).
    maxWorkers: Number(process.env.API_TEST_WORKERS) || undefined,
    // The PostgreSQL pass runs at a low priority beside the browser tests: its tests get longer.
    testTimeout: process.env.TEST_DATABASE_URL ? 60_000 : 30_000,
    hookTimeout: 60_000,
  },
});
