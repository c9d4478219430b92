import { approvalRequests, orders } from "@store/db";
import { and, asc, count, eq } from "drizzle-orm";
import { isUuid, notFound } from "../../common/not-found";
import type { ReadArgs } from "../service-args";
import { approvalDto } from "./approval-rows";
import type { OrderApprovalsInput } from "./inputs";
import type { ApprovalDto, PendingApprovalsDto } from "./schemas";

const PENDING_SHOWN = 50;

/** The requests of one order waiting for a manager, oldest first (the order page's card). */
export async function listOrderApprovals(options: ReadArgs<OrderApprovalsInput>): Promise<ApprovalDto[]> {
  const { db, input } = options;
  if (!isUuid(input.id)) throw notFound("order", input.id);
  const rows = await db
    .select({ request: approvalRequests, number: orders.number })
    .from(approvalRequests)
    .innerJoin(orders, eq(orders.id, approvalRequests.orderId))
    .where(and(eq(approvalRequests.orderId, input.id), eq(approvalRequests.status, "pending")))
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
  return rows.map((r) => approvalDto(r.request, r.number));
}

/** Every request waiting, all orders together: how many, and the oldest few (a badge, a short list). */
export async function listPendingApprovals(
  options: Omit<ReadArgs<unknown>, "input">,
): Promise<PendingApprovalsDto> {
  const { db } = options;
  const pending = eq(approvalRequests.status, "pending");
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(approvalRequests).where(pending),
    db
      .select({ request: approvalRequests, number: orders.number })
      .from(approvalRequests)
      .innerJoin(orders, eq(orders.id, approvalRequests.orderId))
      .where(pending)
      .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id))
      .limit(PENDING_SHOWN),
  ]);
  return { count: total[0]?.n ?? 0, requests: rows.map((r) => approvalDto(r.request, r.number)) };
}
