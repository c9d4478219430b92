import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inArray, like } from "drizzle-orm";
import { customArtworkSubmissions, type Database, orderItems, orders, products } from "../../db/src/index";
import { type Ledger, SOAK_EMAIL_DOMAIN, SOAK_PRODUCT_PREFIX } from "./ledger";

/**
 * Compares the database and the uploads folder with what the store answered 2xx: every answered
 * order, upload and product edit is stored as answered, and there is nothing else of the soak's
 * (no order or request whose answer was an error, a refusal or lost). Returns the problems found.
 */
export async function checkConsistency(db: Database, uploadsDir: string, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const pair of ledger.duplicateOrders) problems.push(`a double submit made two orders: ${pair}`);

  // Orders: the soak's customers all have addresses at SOAK_EMAIL_DOMAIN.
  const stored = await db
    .select()
    .from(orders)
    .where(like(orders.customerEmail, `%@${SOAK_EMAIL_DOMAIN}`));
  const storedIds = new Set(stored.map((o) => o.id));
  for (const o of stored)
    if (!ledger.orders.has(o.id)) problems.push(`order ${o.number} is stored but was never answered 2xx`);
  for (const id of ledger.orders.keys())
    if (!storedIds.has(id)) problems.push(`order ${id} was answered 2xx but is not stored`);
  const items = stored.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...storedIds]))
    : [];
  const cents = (n: number) => Math.round(n * 100);
  for (const order of stored) {
    const placed = ledger.orders.get(order.id);
    if (!placed) continue;
    const lines = items.filter((i) => i.orderId === order.id);
    // The store merges lines of one product in one size, as the cart does.
    const summed = (list: { id: string | null; size: string | null; quantity: number }[]) => {
      const totals = new Map<string, number>();
      for (const l of list)
        totals.set(`${l.id}|${l.size ?? ""}`, (totals.get(`${l.id}|${l.size ?? ""}`) ?? 0) + l.quantity);
      return [...totals]
        .map(([k, n]) => `${k}×${n}`)
        .sort()
        .join(", ");
    };
    const want = summed(placed.lines.map((l) => ({ id: l.product_id, size: l.size, quantity: l.quantity })));
    const got = summed(lines.map((l) => ({ id: l.productId, size: l.size, quantity: l.quantity })));
    if (want !== got) problems.push(`order ${order.number}: lines ${got} differ from those sent (${want})`);
    const sum = lines.reduce((s, l) => s + cents(l.unitPrice) * l.quantity, 0);
    if (sum !== cents(order.subtotal))
      problems.push(`order ${order.number}: lines sum to ${sum / 100}, subtotal ${order.subtotal}`);
    if (cents(order.total) !== cents(order.subtotal) + cents(order.deliveryFee))
      problems.push(`order ${order.number}: total is not subtotal + delivery`);
    if (
      cents(order.total) !== cents(placed.total) ||
      cents(order.deliveryFee) !== cents(placed.deliveryFee)
    ) {
      problems.push(
        `order ${order.number}: stored total ${order.total} differs from the answer's ${placed.total}`,
      );
    }
  }

  // Artwork requests and their files.
  const requests = await db
    .select()
    .from(customArtworkSubmissions)
    .where(like(customArtworkSubmissions.email, `%@${SOAK_EMAIL_DOMAIN}`));
  const requestIds = new Set(requests.map((r) => r.id));
  for (const r of requests)
    if (!ledger.uploads.has(r.id))
      problems.push(`artwork request ${r.id} is stored but was never answered 2xx`);
  for (const id of ledger.uploads.keys())
    if (!requestIds.has(id)) problems.push(`artwork request ${id} was answered 2xx but is not stored`);
  const expectedFiles = new Map<string, Uint8Array>();
  for (const upload of ledger.uploads.values())
    for (const f of upload.files) expectedFiles.set(f.url, f.bytes);
  for (const r of requests) {
    const urls = (r.uploadedDesignUrl ?? "").split(", ").filter(Boolean).sort();
    const answered = (ledger.uploads.get(r.id)?.files ?? []).map((f) => f.url).sort();
    if (urls.join() !== answered.join())
      problems.push(`artwork request ${r.id}: stored files ${urls} differ from the answer's`);
  }
  const onDisk = await readdir(path.join(uploadsDir, "artwork")).catch(() => [] as string[]);
  for (const name of onDisk) {
    const url = `/uploads/artwork/${name}`;
    const bytes = expectedFiles.get(url);
    if (!bytes) problems.push(`${url} is on disk but no 2xx upload named it`);
    else if (
      !Buffer.from(await readFile(path.join(uploadsDir, "artwork", name))).equals(Buffer.from(bytes))
    ) {
      problems.push(`${url} differs from the bytes sent`);
    }
  }
  for (const url of expectedFiles.keys()) {
    if (!onDisk.includes(path.basename(url))) problems.push(`${url} was answered 2xx but is not on disk`);
  }

  // Products created and updated by the admin: each as its last answered write left it.
  const soakProducts = await db
    .select()
    .from(products)
    .where(like(products.name, `${SOAK_PRODUCT_PREFIX}%`));
  const productIds = new Set(soakProducts.map((p) => p.id));
  for (const p of soakProducts) {
    const saved = ledger.products.get(p.id);
    if (!saved) problems.push(`product ${p.id} is stored but its creation was never answered 2xx`);
    else if (saved.name !== p.name || cents(saved.price) !== cents(p.price)) {
      problems.push(
        `product ${p.id} is "${p.name}" at ${p.price}, its last answered write said "${saved.name}" at ${saved.price}`,
      );
    }
  }
  for (const id of ledger.products.keys())
    if (!productIds.has(id)) problems.push(`product ${id} was answered 2xx but is not stored`);
  return problems;
}
