import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // As the api's (api/vitest.config.ts): CI's PGlite pass takes both cores.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || undefined,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
