// Plain facts of the admin lists, free of zod: the browser reads them while it parses an address,
// before any form (and so before zod) is needed.

/** Rows per page the admin tables offer; the server accepts any size up to the largest. */
export const pageSizeChoices = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
/** Columns the orders table sorts by. */
export const orderSortColumns = ["created_at", "customer", "status"] as const;
/** Columns the artwork submissions table sorts by. */
export const artworkSortColumns = ["created_at", "name", "team_name"] as const;
/** Columns the contact messages table sorts by. */
export const contactSortColumns = ["created_at", "name", "email"] as const;
/** Columns the quotes table sorts by. */
export const quoteSortColumns = ["created_at", "number", "team_name", "status", "needed_by"] as const;
/** Columns the admin products table sorts by. */
export const productSortColumns = ["created_at", "name", "price", "category"] as const;
/** Columns the image library sorts by. */
export const imageSortColumns = ["created_at", "name", "size"] as const;
/** Columns the team stores table sorts by. */
export const teamStoreSortColumns = ["created_at", "opens_at", "closes_at", "team_name", "status"] as const;
/** Columns the customers table sorts by. */
export const customerSortColumns = [
  "created_at",
  "name",
  "email",
  "orders",
  "total_spent",
  "last_order_at",
] as const;
/** The kinds of record whose changes are written to the audit log. */
export const auditEntities = [
  "product",
  "image",
  "content",
  "order",
  "staff",
  "quote",
  "artwork",
  "api_key",
  "contact",
  "team_store",
  "customer",
  "tax",
  "payments",
  // Production jobs, their days on the calendar, and the calendar's settings (decision 090).
  "production",
  // Sign-ins (and failed ones), sign-outs and ended sessions, by the person's account id.
  "session",
  // Suppliers of blank garments and their style lists (decision 088).
  "supplier",
  // Blank garments bought from suppliers and counted in (issue 42).
  "purchase_order",
] as const;
