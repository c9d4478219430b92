import { type Database, stockReservations } from "@store/db";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { catalogueChanged } from "../../read-model/catalogue-changed";
import { returnStock, type StockLine, takeStock } from "../products/size-stock";
import type { OrderDto, OrderStatusValue } from "./schemas";

/** An order's lines as stock: lines whose product was deleted since have no shelf to go back to. */
const stockLinesOf = (order: OrderDto): StockLine[] =>
  order.items.flatMap((item) =>
    item.product_id === null
      ? []
      : [
          {
            productId: item.product_id,
            productName: item.product_name,
            size: item.size,
            quantity: item.quantity,
          },
        ],
  );

/**
 * Stock follows an order in and out of "cancelled", in the status change's transaction: a
 * cancelled order's counted sizes go back on the shelf; taking it back takes them again, and is
 * refused, naming the sizes, when they have been sold meanwhile.
 */
export async function restockForStatus(
  tx: Database,
  before: OrderDto,
  status: OrderStatusValue,
): Promise<void> {
  if (before.status === status) return;
  if (status === "cancelled") {
    // Shelf stock set aside for its blanks (decision 091) is free again.
    const freed = await tx
      .delete(stockReservations)
      .where(and(eq(stockReservations.orderId, before.id), isNull(stockReservations.usedAt)))
      .returning({ id: stockReservations.id });
    if (freed.length > 0) await catalogueChanged(tx, "products");
    return returnStock(tx, stockLinesOf(before));
  }
  if (before.status !== "cancelled") return;
  try {
    await takeStock(tx, stockLinesOf(before));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // takeStock names the sizes ("Not enough in stock: … . Choose another size …"): keep the names.
    const short = error.message
      .replace(/^Not enough in stock: /, "")
      .replace(/\. Choose another size.*$/, "");
    throw AppError.conflict(
      `Order ${before.number} cannot be taken back from "cancelled": not enough in stock for ${short}. Change its sizes, or add stock in Manage Products, first.`,
    );
  }
}
