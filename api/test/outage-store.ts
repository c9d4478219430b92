import { contactSubmissions, openDatabase } from "@store/db";
import { like } from "drizzle-orm";
import { LOAD_EMAIL_DOMAIN } from "./outage-load";
import { type ServerProcess, spawnServer } from "./spawn-server";
import type { ThrowawayPostgres } from "./throwaway-postgres";

// The store process on a throw-away PostgreSQL, as the outage test and scripts/outage.ts run it:
// started as `npm start` runs it, with an admin, believing X-Forwarded-For (the load gives each
// contact message its own client address). A crash is counted and the store started again, so a
// run can say how many restarts took the process down.

export const OUTAGE_ADMIN = { email: "outage-admin@example.com", password: "outage-admin-password" };

export class OutageStore {
  server!: ServerProcess;
  adminCookie = "";
  /** Each exit that nobody asked for: its code and the last thing it wrote to stderr. */
  readonly crashes: { code: number | null; stderr: string }[] = [];
  private stopping = false;
  private stderr = "";

  constructor(
    private readonly postgres: ThrowawayPostgres,
    private readonly dataDir: string,
  ) {}

  get url(): string {
    return this.server.url;
  }

  async start(): Promise<void> {
    this.server = await spawnServer({
      DATABASE_URL: this.postgres.url,
      DATA_DIR: this.dataDir,
      ADMIN_EMAIL: OUTAGE_ADMIN.email,
      ADMIN_PASSWORD: OUTAGE_ADMIN.password,
      TRUST_PROXY: "true",
      // Info level: spawnServer waits for "store listening"; the request lines show the 503s.
      LOG_LEVEL: "info",
    });
    this.stderr = "";
    this.server.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    const server = this.server;
    void server.exited.then((code) => {
      if (!this.stopping && server === this.server) this.crashes.push({ code, stderr: this.stderr });
    });
    const login = await fetch(`${this.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
      body: JSON.stringify(OUTAGE_ADMIN),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0];
    if (!login.ok || !cookie) throw new Error(`admin sign-in failed: ${login.status}`);
    this.adminCookie = cookie;
  }

  /** Whether the process is still running (no exit since it was started). */
  get alive(): boolean {
    return this.server.child.exitCode === null && this.server.child.signalCode === null;
  }

  /** Waits until /api/health/ready answers 200 (the database is back); false after `withinMs`. */
  async ready(withinMs: number): Promise<boolean> {
    const until = Date.now() + withinMs;
    while (Date.now() < until) {
      if (!this.alive) return false;
      const ok = await fetch(`${this.url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.alive) await this.server.stop();
  }
}

/** The contact messages the load made that are stored: id → e-mail. */
export async function storedLoadMessages(url: string): Promise<Map<string, string>> {
  const handle = await openDatabase({ kind: "postgres", url, maxConnections: 1 });
  try {
    const rows = await handle.db
      .select({ id: contactSubmissions.id, email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(like(contactSubmissions.email, `%@${LOAD_EMAIL_DOMAIN}`));
    return new Map(rows.map((r) => [r.id, r.email]));
  } finally {
    await handle.close();
  }
}
