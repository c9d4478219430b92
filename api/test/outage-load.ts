import { randomUUID } from "node:crypto";

// Continuous traffic against a running store while its database comes and goes: contact messages
// (each a single attempt with its own idempotency key and client address, so every 201 must be a
// row and every row a 201), an admin list, public reads and the readiness check. Every answer is
// recorded with how long it took, for the outage test and scripts/outage.ts.

export type RequestKind = "contact" | "trpc-contact" | "admin" | "trpc-admin" | "public" | "ready";

export interface Answer {
  kind: RequestKind;
  /** The HTTP status, or 0 when no answer came (connection refused, reset, or the client gave up). */
  status: number;
  startedAt: number;
  ms: number;
  contentType: string;
  retryAfter: string | null;
  /** The body's `error` (REST) or tRPC error message, when there is one. */
  error: string | undefined;
  /** The stored message's id, for a contact message the store acknowledged. */
  id: string | undefined;
  /** The e-mail a contact message was sent with (each is unique), to find its answer. */
  email: string | undefined;
  /** Why no answer came, for status 0. */
  failure: string | undefined;
}

export interface LoadOptions {
  url: string;
  /** The admin's session cookie (`store_session=…`). */
  adminCookie: string;
  /** Requests in flight at any moment. */
  concurrency: number;
  /** A request that takes longer is abandoned and recorded as status 0 (a hang). */
  clientTimeoutMs: number;
}

/** The e-mail every load-made contact message uses, so they can be counted apart from the seed's. */
export const LOAD_EMAIL_DOMAIN = "outage-load.example.com";

const KINDS: RequestKind[] = ["contact", "admin", "public", "ready", "trpc-contact", "trpc-admin", "contact"];

export class OutageLoad {
  readonly answers: Answer[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private sent = 0;

  constructor(private options: LoadOptions) {}

  /** Sends the next requests to another store process (one started again after a crash). */
  pointAt(url: string, adminCookie: string): void {
    this.options = { ...this.options, url, adminCookie };
  }

  start(): void {
    this.running = true;
    for (let i = 0; i < this.options.concurrency; i += 1) this.workers.push(this.worker(i));
  }

  /** Stops sending and waits for the requests in flight to be answered (or to time out). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.workers = [];
  }

  /** Contact messages the store said it stored (201), by id. */
  acknowledgedIds(): Set<string> {
    return new Set(this.answers.flatMap((a) => (a.id ? [a.id] : [])));
  }

  private async worker(index: number): Promise<void> {
    for (let turn = index; this.running; turn += 1) {
      const kind = KINDS[turn % KINDS.length] ?? "ready";
      const answer = await this.send(kind);
      this.answers.push(answer);
      // Nothing listening (the process died): try again shortly rather than spin.
      if (answer.status === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async send(kind: RequestKind): Promise<Answer> {
    this.sent += 1;
    const n = this.sent;
    const { url } = this.options;
    const startedAt = Date.now();
    const message = {
      name: "Load Tester",
      email: `load-${n}@${LOAD_EMAIL_DOMAIN}`,
      message: `Outage load message ${n}`,
    };
    // A client address of its own per message: the contact form's limit is per client.
    const visitor = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const admin = { cookie: this.options.adminCookie, origin: url };
    const request: Record<RequestKind, () => [string, RequestInit]> = {
      contact: () => [
        `${url}/api/contact-submissions`,
        {
          method: "POST",
          headers: { ...visitor, "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(message),
        },
      ],
      "trpc-contact": () => [
        `${url}/trpc/submissions.createContact`,
        {
          method: "POST",
          headers: { ...visitor, "content-type": "application/json" },
          body: JSON.stringify({ ...message, idempotency_key: randomUUID() }),
        },
      ],
      admin: () => [`${url}/api/contact-submissions`, { headers: admin }],
      "trpc-admin": () => [`${url}/trpc/submissions.listContact`, { headers: admin }],
      public: () => [`${url}/api/blog-posts`, {}],
      ready: () => [`${url}/api/health/ready`, {}],
    };
    const [target, init] = request[kind]();
    try {
      const res = await fetch(target, { ...init, signal: AbortSignal.timeout(this.options.clientTimeoutMs) });
      const text = await res.text();
      const contentType = res.headers.get("content-type") ?? "";
      let body: unknown;
      if (contentType.includes("json")) body = JSON.parse(text);
      return {
        kind,
        status: res.status,
        startedAt,
        ms: Date.now() - startedAt,
        contentType,
        retryAfter: res.headers.get("retry-after"),
        error: errorOf(body),
        id: res.status === 201 || (kind === "trpc-contact" && res.status === 200) ? idOf(body) : undefined,
        email: kind.endsWith("contact") ? message.email : undefined,
        failure: undefined,
      };
    } catch (error) {
      return {
        kind,
        status: 0,
        startedAt,
        ms: Date.now() - startedAt,
        contentType: "",
        retryAfter: null,
        error: undefined,
        id: undefined,
        email: kind.endsWith("contact") ? message.email : undefined,
        failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  }
}

function errorOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as { error?: unknown };
  if (typeof b.error === "string") return b.error;
  if (b.error && typeof b.error === "object") {
    const m = (b.error as { message?: unknown }).message;
    if (typeof m === "string") return m;
  }
  return undefined;
}

/** The id in `{ data: { id } }` (REST) or `{ result: { data: { id } } }` (tRPC). */
function idOf(body: unknown): string | undefined {
  const b = body as { data?: { id?: unknown }; result?: { data?: { id?: unknown } } } | undefined;
  const id = b?.data?.id ?? b?.result?.data?.id;
  return typeof id === "string" ? id : undefined;
}

/** An answer the promise allows: a success, or the database-away 503 in JSON with Retry-After. */
export function isAcceptable(answer: Answer): boolean {
  if (answer.status >= 200 && answer.status < 300) return true;
  return answer.status === 503 && answer.contentType.includes("json") && answer.retryAfter !== null;
}
