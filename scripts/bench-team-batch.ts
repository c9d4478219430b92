import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@store/db";
import { insertProduct, insertTeamStore, insertTeamStoreOrder } from "../db/src/seed/index";
import { signInBenchAdmin, withBenchServer } from "./bench/bench-server";

// The target: a 60-order team-store batch's PDFs (production sheet, packing lists, bag
// labels, invoices, fundraising) in under 2 s in total, over HTTP as staff download them.
// `npm run bench:team-batch`; `-- --keep <folder>` keeps the PDFs of the last round to look at.

const ORDERS = 60;
const ROUNDS = 5;
const TARGET_MS = 2000;
const KINDS = ["production-sheet", "packing-lists", "bag-labels", "invoices", "fundraising"] as const;
const SIZES = ["Youth S", "Youth M", "Youth L", "Youth XL", "Adult S", "Adult M", "Adult L", "Adult XL"];
const NAMES = ["Lee", "Cruz", "Diaz", "Park", "Stone", "Reyes", "Brooks", "Hale", "Ortiz", "Nguyen"];

/** A store of four items and 60 orders of 2-4 lines, one player each, names and numbers on the jersey. */
async function placeBatch(db: Database): Promise<string> {
  const products: Awaited<ReturnType<typeof insertProduct>>[] = [];
  for (const [name, price, category] of [
    ["Bench Game Jersey", 30, "apparel"],
    ["Bench Practice Tee", 12, "t-shirts"],
    ["Bench Hoodie", 38, "hoodies"],
    ["Bench Cap", 15, "accessories"],
  ] as const)
    products.push(
      await insertProduct(db, { name, price, category, ...(category === "accessories" && { sizes: [] }) }),
    );
  const { store, items } = await insertTeamStore(
    db,
    { teamName: "Bench Eagles 12U", slug: "bench-eagles", numbersUnique: false },
    {
      items: products.map((p, n) => ({
        productId: p.id,
        price: p.price + 5,
        fundraising: n === 3 ? 0 : 3,
        personalisation: n === 0 ? ("both" as const) : ("none" as const),
        personalisationFee: n === 0 ? 2 : 0,
      })),
    },
  );
  for (let i = 0; i < ORDERS; i += 1) {
    const name = `${NAMES[i % NAMES.length]}`;
    await insertTeamStoreOrder(db, {
      store,
      player: `Player ${i + 1} ${name}`,
      customer: { name: `Parent ${i + 1}`, email: `bench-parent-${i}@example.com` },
      lines: items.slice(0, 2 + (i % 3)).map((item, n) => ({
        item,
        productName: products[n]?.name ?? "Item",
        size: n === 3 ? null : SIZES[(i + n) % SIZES.length],
        quantity: 1 + ((i + n) % 2),
        ...(n === 0 && { printName: name, printNumber: i % 11 === 0 ? "##" : String(i % 100) }),
      })),
      paid: i % 3 === 0 ? 20 : 0,
    });
  }
  return store.id;
}

const signIn = (base: string, db: Database) => signInBenchAdmin(base, db, "bench-team");

const pageCount = (bytes: Buffer) => (bytes.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;

async function main() {
  await withBenchServer("team-batch", async (base, db) => {
    const storeId = await placeBatch(db);
    const cookie = await signIn(base, db);
    const totals: number[] = [];
    const last: Record<string, { ms: number; bytes: Buffer }> = {};
    // Round 0 loads fonts and warms the code, as a running store has done: untimed.
    for (let round = 0; round <= ROUNDS; round += 1) {
      let total = 0;
      for (const kind of KINDS) {
        const started = performance.now();
        const res = await fetch(`${base}/api/team-stores/${storeId}/batches/1/${kind}.pdf`, {
          headers: { cookie },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${kind}: ${res.status} ${bytes.toString().slice(0, 200)}`);
        const ms = performance.now() - started;
        total += ms;
        last[kind] = { ms, bytes };
      }
      if (round > 0) totals.push(total);
    }
    totals.sort((a, b) => a - b);
    console.log(
      `\nA ${ORDERS}-order team batch's PDFs over HTTP (${ROUNDS} rounds; target < ${TARGET_MS} ms in total):`,
    );
    for (const [kind, { ms, bytes }] of Object.entries(last))
      console.log(
        `${kind.padEnd(17)} ${String(Math.round(ms)).padStart(5)} ms  ${(bytes.length / 1024).toFixed(0).padStart(5)} KB  ${pageCount(bytes)} pages`,
      );
    const median = Math.round(totals[Math.floor(totals.length / 2)] ?? 0);
    const max = Math.round(totals.at(-1) ?? 0);
    console.log(
      `all five          median ${median} ms, max ${max} ms${max > TARGET_MS ? "  over the target" : ""}`,
    );
    const keep = process.argv[process.argv.indexOf("--keep") + 1];
    if (keep && process.argv.includes("--keep"))
      for (const [kind, { bytes }] of Object.entries(last))
        await writeFile(path.join(keep, `${kind}.pdf`), bytes);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
