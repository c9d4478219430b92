import { type Database, productBlanks, productSizeOptions, suppliers } from "@store/db";
import { insertProduct, insertTeamStore, insertTeamStoreOrder } from "@store/db/seed";
import { freezeBatch } from "../src/domains/team-stores/batches/batch-lines";

/** A supplier with a style mapped for each given product size, at a cost. */
export async function supplierFor(
  db: Database,
  name: string,
  blanks: { productId: string; sizes: string[]; style: string; cost: number }[],
) {
  const [supplier] = await db
    .insert(suppliers)
    .values({ name, repEmail: `orders@${name.toLowerCase().replace(/\W+/g, "")}.example`, leadDays: 2 })
    .returning();
  if (!supplier) throw new Error("supplier insert returned no row");
  for (const blank of blanks) {
    await db.insert(productBlanks).values(
      blank.sizes.map((size) => ({
        productId: blank.productId,
        size,
        supplierId: supplier.id,
        styleNumber: blank.style,
        colorName: "Navy",
        sku: `${blank.style}-NAVY-${size.replace(/\s+/g, "")}`,
        cost: blank.cost,
      })),
    );
  }
  return supplier;
}

/** Puts a counted number of a size on the shelf. */
export const shelve = (db: Database, productId: string, size: string, stock: number) =>
  db
    .insert(productSizeOptions)
    .values({ productId, size, stock })
    .onConflictDoUpdate({ target: [productSizeOptions.productId, productSizeOptions.size], set: { stock } });

/**
 * A team store whose batch 1 is frozen: jerseys (Youth M ×3, Adult S ×2), hoodies (Adult L ×2) and
 * caps (one size ×2), for `players` families each ordering the same; answers the store, the
 * products and the batch's id.
 */
export async function frozenTeamBatch(db: Database, teamName: string, families = 1) {
  const jersey = await insertProduct(db, { name: `${teamName} Jersey`, price: 30, category: "apparel" });
  const hoodie = await insertProduct(db, { name: `${teamName} Hoodie`, price: 40, category: "apparel" });
  const cap = await insertProduct(db, {
    name: `${teamName} Cap`,
    price: 15,
    category: "accessories",
    sizes: [],
  });
  const { store, items } = await insertTeamStore(
    db,
    { teamName, slug: `t-${crypto.randomUUID().slice(0, 8)}` },
    {
      items: [
        { productId: jersey.id, price: 35 },
        { productId: hoodie.id, price: 45 },
        { productId: cap.id, price: 18 },
      ],
    },
  );
  const [j, h, c] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  for (let n = 0; n < families; n++) {
    await insertTeamStoreOrder(db, {
      store,
      player: `Player ${n + 1}`,
      customer: { name: `Parent ${n + 1}`, email: `parent${n + 1}.${store.slug}@example.com` },
      lines: [
        { item: j, productName: jersey.name, size: "Youth M", quantity: 3 },
        { item: j, productName: jersey.name, size: "Adult S", quantity: 2 },
        { item: h, productName: hoodie.name, size: "Adult L", quantity: 2 },
        { item: c, productName: cap.name, quantity: 2 },
      ],
    });
  }
  await freezeBatch(db, store.id, 1, null, new Date());
  const batch = await db.query.teamStoreBatches.findFirst({
    where: (b, { and, eq }) => and(eq(b.storeId, store.id), eq(b.batch, 1)),
  });
  if (!batch) throw new Error("batch not frozen");
  return { store, items, jersey, hoodie, cap, batchId: batch.id };
}
