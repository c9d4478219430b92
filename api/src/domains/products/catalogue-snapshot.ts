import type { Database } from "@store/db";
import { sql } from "drizzle-orm";
import { rawRows } from "../../common/raw-rows";
import { listProducts } from "./products";
import type { ProductDto } from "./schemas";
import type { SortOrder } from "./shop-choices";
import { fold, sortProducts } from "./shop-view";

/**
 * The public catalogue prepared once per catalogue version for the shop's batches and the quick
 * search: as listed (newest first), in each of the shop's orders, with each product's text folded.
 */
export interface CatalogueSnapshot {
  listed: readonly ProductDto[];
  orders: Record<SortOrder, readonly ProductDto[]>;
  folded: ReadonlyMap<ProductDto, readonly [name: string, description: string]>;
}

// Names sort the same for every shopper, whatever the server's own locale.
export const SORT_LOCALE = "en-US";

const snapshots = new WeakMap<Database, { version: string; snapshot: Promise<CatalogueSnapshot> }>();

/**
 * The products are read once per catalogue version (the triggers of migration 0005 raise it on
 * every write, by any process). The version is read first on every call, so a write is seen by the
 * very next one, in this process or another.
 */
export async function catalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const version = await productsVersion(db);
  // No version to key it by (a database without migration 0005's row): read afresh every time.
  if (version === undefined) return prepare(await listProducts({ db, input: undefined }));
  const known = snapshots.get(db);
  if (known?.version === version) return known.snapshot;
  // Read after the version: the snapshot is at least as new as its label, never older.
  const snapshot = listProducts({ db, input: undefined }).then(prepare);
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

function prepare(products: readonly ProductDto[]): CatalogueSnapshot {
  const orders: Record<SortOrder, readonly ProductDto[]> = {
    name: sortProducts(products, "name", SORT_LOCALE),
    "price-asc": sortProducts(products, "price-asc", SORT_LOCALE),
    "price-desc": sortProducts(products, "price-desc", SORT_LOCALE),
  };
  const folded = new Map(
    products.map((p) => [p, [fold(p.name), fold(p.description ?? "")] as const] as const),
  );
  return { listed: products, orders, folded };
}
