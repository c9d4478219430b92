import {
  type Database,
  productBlanks,
  purchaseOrders,
  type Supplier,
  supplierStyles,
  suppliers,
} from "@store/db";
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../../audit/record-audit";
import type { Paged } from "../../../common/admin-list";
import { containsAny } from "../../../common/sql-search";
import { AppError } from "../../../errors/app-error";
import type { ById, ChangeArgs, ReadArgs } from "../../service-args";
import type { SupplierDto, SupplierFields, SupplierListInput } from "./schemas";

// Suppliers: the wholesalers the shop buys blank garments from. A name is one supplier whatever its
// capitals; a supplier a product blank or a purchase order names stays until those are gone.

// A single-table select names its columns without the table; inside a subquery "id" would be the
// subquery's own, so the supplier's id is named in full there.
const SUPPLIER_ID = sql.raw('"suppliers"."id"');
const styleCount =
  sql<number>`(select count(*) from ${supplierStyles} s where s.supplier_id = ${SUPPLIER_ID})`.mapWith(
    Number,
  );
const blankCount =
  sql<number>`(select count(*) from ${productBlanks} b where b.supplier_id = ${SUPPLIER_ID})`.mapWith(Number);

const row = { supplier: suppliers, styles: styleCount, blanks: blankCount };

function toDto({
  supplier,
  styles,
  blanks,
}: {
  supplier: Supplier;
  styles: number;
  blanks: number;
}): SupplierDto {
  return {
    id: supplier.id,
    name: supplier.name,
    account_number: supplier.accountNumber,
    rep_email: supplier.repEmail,
    order_cutoff: supplier.orderCutoff,
    lead_days: supplier.leadDays,
    file_format: supplier.fileFormat,
    styles,
    blanks,
    created_at: supplier.createdAt.toISOString(),
    updated_at: supplier.updatedAt.toISOString(),
  };
}

/** The audit's picture of a supplier: its own fields. */
const audited = (s: Supplier) => ({
  name: s.name,
  account_number: s.accountNumber,
  rep_email: s.repEmail,
  order_cutoff: s.orderCutoff,
  lead_days: s.leadDays,
  file_format: s.fileFormat,
});

const columns = (input: SupplierFields) => ({
  name: input.name,
  accountNumber: input.account_number,
  repEmail: input.rep_email,
  orderCutoff: input.order_cutoff,
  leadDays: input.lead_days,
  fileFormat: input.file_format,
});

/** Suppliers a page at a time, searched in the name and account number, sorted by the database. */
export async function listSuppliers({ db, input }: ReadArgs<SupplierListInput>): Promise<Paged<SupplierDto>> {
  const where = containsAny(input.search, [suppliers.name, suppliers.accountNumber]);
  const by = input.dir === "asc" ? asc : desc;
  const sort: SQL = {
    name: sql`lower(${suppliers.name})`,
    created_at: sql`${suppliers.createdAt}`,
    lead_days: sql`${suppliers.leadDays}`,
  }[input.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(row)
      .from(suppliers)
      .where(where)
      .orderBy(by(sort), asc(suppliers.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(suppliers).where(where),
  ]);
  return { items: rows.map(toDto), total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

/** A supplier by id, or a 404 that says so. */
export async function findSupplier(db: Database, id: string): Promise<Supplier> {
  const [supplier] = await db
    .select()
    .from(suppliers)
    .where(eq(suppliers.id, uuidOrNil(id)));
  if (!supplier) throw AppError.notFound("No such supplier: it may have been deleted. Reload the list.");
  return supplier;
}

/** Ids arrive as text from URLs: one that is no UUID is simply not found (a 404, never a 500). */
export const uuidOrNil = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id
    : "00000000-0000-0000-0000-000000000000";

export async function getSupplier({ db, input }: ReadArgs<ById>): Promise<SupplierDto> {
  const [found] = await db
    .select(row)
    .from(suppliers)
    .where(eq(suppliers.id, uuidOrNil(input.id)));
  if (!found) throw AppError.notFound("No such supplier: it may have been deleted. Reload the list.");
  return toDto(found);
}

async function refuseTakenName(db: Database, name: string, except?: string): Promise<void> {
  const [taken] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(
      and(sql`lower(${suppliers.name}) = lower(${name})`, except ? ne(suppliers.id, except) : undefined),
    );
  if (taken) throw nameTaken(taken.name);
}

const nameTaken = (name: string) =>
  AppError.conflict(`There is already a supplier named "${name}". Open that one, or choose another name.`);

/** PostgreSQL's unique_violation, on the driver's error or the one drizzle wraps it in. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** Two staff saving the same name at once: the second hears the same 409 as if it came later. */
async function orNameTaken<T>(change: Promise<T>, name: string): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createSupplier({ db, actor, input }: ChangeArgs<SupplierFields>): Promise<SupplierDto> {
  const created = await orNameTaken(
    db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const [supplier] = await tx.insert(suppliers).values(columns(input)).returning();
      if (!supplier) throw new Error("supplier insert returned no row");
      await recordAudit(tx, actor, {
        action: "supplier.create",
        entity: "supplier",
        entityId: supplier.id,
        summary: `Added supplier ${supplier.name}`,
        before: null,
        after: audited(supplier),
      });
      return supplier;
    }),
    input.name,
  );
  return getSupplier({ db, input: { id: created.id } });
}

export async function updateSupplier({
  db,
  actor,
  input,
}: ChangeArgs<SupplierFields & ById>): Promise<SupplierDto> {
  await orNameTaken(
    db.transaction(async (tx) => {
      const before = await findSupplier(tx, input.id);
      await refuseTakenName(tx, input.name, before.id);
      const [after] = await tx
        .update(suppliers)
        .set(columns(input))
        .where(eq(suppliers.id, before.id))
        .returning();
      if (!after) throw new Error("supplier update returned no row");
      await recordAudit(tx, actor, {
        action: "supplier.update",
        entity: "supplier",
        entityId: after.id,
        summary: `Updated supplier ${after.name}`,
        before: audited(before),
        after: audited(after),
      });
    }),
    input.name,
  );
  return getSupplier({ db, input: { id: input.id } });
}

/** Deletes a supplier no product blank or purchase order uses; its style list goes with it. */
export async function deleteSupplier({ db, actor, input }: ChangeArgs<ById>): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, input.id);
    // Lock the row: a mapping or purchase order made meanwhile waits, then finds it gone.
    await tx.execute(sql`select 1 from ${suppliers} where ${suppliers.id} = ${supplier.id} for update`);
    const [[blanks], [orders]] = await Promise.all([
      tx
        .select({ n: sql<number>`count(distinct ${productBlanks.productId})`.mapWith(Number) })
        .from(productBlanks)
        .where(eq(productBlanks.supplierId, supplier.id)),
      tx.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, supplier.id)),
    ]);
    const products = blanks?.n ?? 0;
    const pos = orders?.n ?? 0;
    if (products > 0 || pos > 0) {
      const fixes = [
        products > 0
          ? `${products} product${products === 1 ? " is" : "s are"} made from its blanks: map ${products === 1 ? "it" : "them"} to another supplier on the Blanks screen first`
          : "",
        pos > 0
          ? `${pos} purchase order${pos === 1 ? " is" : "s are"} addressed to it: a supplier with purchase orders is kept for their history`
          : "",
      ].filter(Boolean);
      throw AppError.conflict(`${supplier.name} cannot be deleted: ${fixes.join("; ")}.`);
    }
    await tx.delete(suppliers).where(eq(suppliers.id, supplier.id));
    await recordAudit(tx, actor, {
      action: "supplier.delete",
      entity: "supplier",
      entityId: supplier.id,
      summary: `Deleted supplier ${supplier.name}`,
      before: audited(supplier),
      after: null,
    });
    return { id: supplier.id };
  });
}
