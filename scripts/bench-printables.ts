import { pathToFileURL } from "node:url";
import type { Database } from "@store/db";
import { insertOrder, insertProduct } from "../db/src/seed/index";
import { signInBenchAdmin, withBenchServer } from "./bench/bench-server";

// The target: a batch of 100 orders (3-6 lines each) printed in under 3 s, over HTTP as
// the orders screen asks for it. `npm run bench` runs it; alone: `npm run bench:printables`.

export interface PrintablesReport {
  orders: number;
  kind: string;
  medianMs: number;
  maxMs: number;
  bytes: number;
  pages: number;
  targetMs: number;
}

const ORDERS = 100;
const ROUNDS = 5;
const TARGET_MS = 3000;

/** 100 orders of 3 to 6 lines each, with sizes, some delivered and some with a note. */
async function placeOrders(db: Database): Promise<string[]> {
  const products = [];
  for (const [name, price] of [
    ["Bench Jersey", 32.5],
    ["Bench Shorts", 15],
    ["Bench Hoodie", 42],
    ["Bench Cap", 19.99],
    ["Bench Socks", 8.5],
    ["Bench Tee", 12],
  ] as const)
    products.push(await insertProduct(db, { name, price, category: "apparel" }));
  const sizes = ["Youth M", "Youth L", "Adult S", "Adult M", "Adult L", "Adult XL"];
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const lines = products.slice(0, 3 + (i % 4)).map((product, n) => ({
      product,
      quantity: 1 + ((i + n) % 5),
      size: sizes[(i + n) % sizes.length],
    }));
    const order = await insertOrder(db, {
      email: `bench-${i}@example.com`,
      fullName: `Bench Parent ${i}`,
      lines,
    });
    ids.push(order.id);
  }
  return ids;
}

const signIn = (base: string, db: Database) => signInBenchAdmin(base, db, "bench-printer");

/** Pages as a PDF reader counts them: the page objects in the file. */
const pageCount = (bytes: Buffer) => (bytes.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

/** Times the packing-slip and invoice batches of 100 orders against a running store. */
export async function measurePrintables(base: string, db: Database): Promise<PrintablesReport[]> {
  const ids = await placeOrders(db);
  const cookie = await signIn(base, db);
  const reports: PrintablesReport[] = [];
  for (const kind of ["packing-slips", "invoices"]) {
    const url = `${base}/api/orders/${kind}.pdf?ids=${ids.join(",")}`;
    const times: number[] = [];
    let bytes = Buffer.alloc(0);
    // The first round loads the fonts and warms the code: untimed, as a running store has done so.
    for (let round = 0; round <= ROUNDS; round += 1) {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${kind}: ${res.status} ${bytes.toString().slice(0, 200)}`);
      if (round > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    reports.push({
      orders: ORDERS,
      kind,
      medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      maxMs: Math.round(times.at(-1) ?? 0),
      bytes: bytes.length,
      pages: pageCount(bytes),
      targetMs: TARGET_MS,
    });
  }
  return reports;
}

export function printPrintables(reports: PrintablesReport[]): void {
  console.log(
    `\nPrinted batches of ${ORDERS} orders over HTTP (${ROUNDS} rounds; target < ${TARGET_MS} ms):`,
  );
  for (const r of reports) {
    const flag = r.maxMs > r.targetMs ? "  over the target" : "";
    console.log(
      `${r.kind.padEnd(14)} median ${String(r.medianMs).padStart(5)} ms  max ${String(r.maxMs).padStart(5)} ms  ${(r.bytes / 1024).toFixed(0).padStart(5)} KB  ${r.pages} pages${flag}`,
    );
  }
}

/** Alone: its own store on a fresh embedded database. */
async function main() {
  await withBenchServer("printables", async (base, db) => printPrintables(await measurePrintables(base, db)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
