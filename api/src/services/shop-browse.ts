import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import type { ProductDto } from "../schemas/products";
import type { ShopBrowseInput, ShopCursor } from "../schemas/shop-browse";
import {
  fold,
  matchesCategory,
  productOrder,
  SHOP_CATEGORY_VALUES,
  type ShopCategory,
  type SortOrder,
  sortProducts,
} from "../schemas/shop-view";
import { listProducts } from "./products";
import { rawRows } from "./raw-rows";

/** One batch of the shop, with what the page around it needs to say. */
export interface ShopBatch {
  items: ProductDto[];
  /** Products matching the whole view (category and search). */
  total: number;
  /** What each category radio would show for this search. */
  counts: Record<ShopCategory, number>;
  /** The place of the batch's last product, where the next one starts; null after the last. */
  nextCursor: ShopCursor | null;
}

/** The catalogue prepared for the shop: in each order, with each product's text folded once. */
interface ShopSnapshot {
  orders: Record<SortOrder, readonly ProductDto[]>;
  folded: ReadonlyMap<ProductDto, readonly [name: string, description: string]>;
}

// Names sort the same for every shopper, whatever the server's own locale.
const SORT_LOCALE = "en-US";

const snapshots = new WeakMap<Database, { version: string; snapshot: Promise<ShopSnapshot> }>();

/**
 * The shop's view of the catalogue, a batch at a time. The rules are the spec's (accent- and
 * case-blind search on name or description, locale-aware name order with numbers in numeric order),
 * which neither database's default collation gives; so the products are read once per catalogue
 * version (the triggers of migration 0005 raise it on every write, by any process) and the view is
 * cut from that snapshot. A write is seen by the next call: the version is read first.
 */
export async function browseShop(db: Database, input: ShopBrowseInput): Promise<ShopBatch> {
  const { orders, folded } = await shopSnapshot(db);
  const needle = fold(input.q.trim());
  const matching =
    needle === ""
      ? orders[input.sort]
      : orders[input.sort].filter((product) => {
          const [name, description] = folded.get(product) ?? ["", ""];
          return name.includes(needle) || description.includes(needle);
        });
  const counts = Object.fromEntries(
    SHOP_CATEGORY_VALUES.map((category) => [
      category,
      category === "all" ? matching.length : matching.filter((p) => matchesCategory(p, category)).length,
    ]),
  ) as Record<ShopCategory, number>;
  const inView =
    input.category === "all" ? matching : matching.filter((p) => matchesCategory(p, input.category));
  const start = input.cursor ? placeAfter(inView, input.cursor, productOrder(input.sort, SORT_LOCALE)) : 0;
  const items = inView.slice(start, start + input.limit);
  const last = items.at(-1);
  return {
    items,
    total: inView.length,
    counts,
    nextCursor:
      last && start + items.length < inView.length
        ? { name: last.name, price: last.price, id: last.id }
        : null,
  };
}

/** The index of the first product that comes after `cursor` in the order the list is sorted by. */
function placeAfter(
  sorted: readonly ProductDto[],
  cursor: ShopCursor,
  compare: ReturnType<typeof productOrder>,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle] as ProductDto, cursor) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

async function shopSnapshot(db: Database): Promise<ShopSnapshot> {
  const version = await productsVersion(db);
  // No version to key it by (a database without migration 0005's row): read afresh every time.
  if (version === undefined) return prepare(await listProducts(db, undefined));
  const known = snapshots.get(db);
  if (known?.version === version) return known.snapshot;
  // Read after the version: the snapshot is at least as new as its label, never older.
  const snapshot = listProducts(db, undefined).then(prepare);
  snapshots.set(db, { version, snapshot });
  snapshot.catch(() => {
    if (snapshots.get(db)?.snapshot === snapshot) snapshots.delete(db);
  });
  return snapshot;
}

async function productsVersion(db: Database): Promise<string | undefined> {
  const [row] = await rawRows<{ version: string }>(
    db,
    sql`select version::text as version from catalogue_versions where topic = 'products'`,
  );
  return row?.version;
}

function prepare(products: readonly ProductDto[]): ShopSnapshot {
  const orders: Record<SortOrder, readonly ProductDto[]> = {
    name: sortProducts(products, "name", SORT_LOCALE),
    "price-asc": sortProducts(products, "price-asc", SORT_LOCALE),
    "price-desc": sortProducts(products, "price-desc", SORT_LOCALE),
  };
  const folded = new Map(
    products.map((p) => [p, [fold(p.name), fold(p.description ?? "")] as const] as const),
  );
  return { orders, folded };
}
