import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eSmtpPort } from "./mail-settings";
import { paymentEnv } from "./payment-settings";
import { e2eAdmin } from "./tests/staff";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium where it is installed (nothing here may download a browser): its headless shell
// first, the same engine without the full browser's window machinery, which ran the suite in half
// the time of /usr/bin/chromium on the 2-core CI machine; else PLAYWRIGHT_CHROMIUM_EXECUTABLE, or
// Playwright's own browser from `npx playwright install`.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

// Every run starts a store on a fresh embedded database, migrated and seeded like a first start.
const dataDir = path.join(os.tmpdir(), `store-e2e-${port}-${Date.now()}`);

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A slow CI machine may take longer than 5 s to draw a lazy screen; a passing check does not wait longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // CI keeps only what it prints, so a trace recorded there for every test (a DOM snapshot per
    // action, about a tenth of the run) would never be read.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node --import tsx ../api/src/server.ts",
    url: `${baseURL}/api/products`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // A staff account, so tests can read back what the store saved (contact messages, uploads).
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      NODE_ENV: "test",
      // The run's own SMTP server (global-setup.ts); the e-mails land in E2E_MAIL_DIR.
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      STORE_EMAIL: "store@clanton.example",
      // A status e-mail goes at once here; its wait for a mis-click's fix is the api suite's subject.
      STATUS_EMAIL_DELAY_SECONDS: "0",
      PUBLIC_URL: baseURL,
      // Stripe (its API stand-in, global-setup.ts) and Square are live; checkout still pays in
      // store until a spec chooses otherwise in the payment settings (and puts them back).
      ...paymentEnv,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
