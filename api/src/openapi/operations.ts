import { z } from "zod";
import { productSortColumns } from "../schemas/admin-list-facts";
import { auditEntities, auditEntrySchema } from "../schemas/audit";
import { loginInput, publicUser, registerInput } from "../schemas/auth";
import { blogPostSchema, contentInput, contentItemSchema } from "../schemas/content";
import { contentStatsSchema } from "../schemas/content-admin";
import { imageSchema, imageStatsSchema, imageUsageSchema } from "../schemas/images";
import { orderSchema, orderStatsSchema, orderStatus, orderStatuses } from "../schemas/orders";
import { productInput, productSchema, productStatsSchema } from "../schemas/products";
import {
  createdStaffSchema,
  removedStaffSchema,
  staffAccountInput,
  staffAccountSchema,
} from "../schemas/staff";
import {
  artworkFields,
  artworkStatsSchema,
  artworkSubmissionSchema,
  contactInput,
  contactSubmissionSchema,
} from "../schemas/submissions";
import { checkoutOperations } from "./checkout-operations";
import { healthOperations } from "./health-operations";
import {
  deleted,
  idParam,
  limit,
  pageOf,
  pageParams,
  pagingParams,
  text,
  withoutPaging,
} from "./operation-parts";
import { quoteOperations } from "./quote-operations";

export type Access = "anyone" | "signed in" | "admin";

/** One documented REST operation, described with the same zod schemas the procedures use. */
export interface Operation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: { name: string; description: string; schema: Record<string, unknown> }[];
  pathParams?: { name: string; description: string }[];
  /** Request headers the operation reads (besides the session cookie). */
  headers?: { name: string; description: string }[];
  json?: z.ZodType;
  multipart?: { fields: z.ZodType; files: { name: string; description: string; repeated: boolean } };
  status: number;
  /** The answer's schema; `envelope: false` for the few that are not wrapped in `data`. */
  answer?: z.ZodType;
  envelope?: boolean;
  /** The answer is a CSV download instead of JSON. */
  csv?: boolean;
}

const orderFilterParams = [
  ...pagingParams(
    ["created_at", "customer", "status"],
    "the customer's name or email, the order id or a product name",
  ),
  {
    name: "status",
    description: "Only orders with this status.",
    schema: { type: "string", enum: [...orderStatuses] },
  },
];
const artworkFilterParams = pagingParams(
  ["created_at", "name", "team_name"],
  "the name, email, team or products",
);

export const operations: Operation[] = [
  ...checkoutOperations,
  ...healthOperations,
  ...quoteOperations,
  {
    method: "get",
    path: "/api/products",
    summary: "List the catalogue, A-Z",
    tag: "Products",
    access: "anyone",
    status: 200,
    answer: z.array(productSchema),
  },
  {
    method: "get",
    path: "/api/products/admin",
    summary: "The admin products table: a page at a time, newest first unless sorted",
    tag: "Products",
    access: "admin",
    query: pagingParams(productSortColumns, "the name, description or category"),
    status: 200,
    answer: pageOf(productSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/products/stats",
    summary:
      "Figures for the products screen's tiles: total, in stock, low stock (fixed at 6), average price",
    tag: "Products",
    access: "admin",
    status: 200,
    answer: productStatsSchema,
  },
  {
    method: "get",
    path: "/api/products/{id}",
    summary: "One product",
    tag: "Products",
    access: "anyone",
    pathParams: idParam,
    status: 200,
    answer: productSchema,
  },
  {
    method: "post",
    path: "/api/products",
    summary: "Add a product",
    tag: "Products",
    access: "admin",
    json: productInput,
    status: 201,
    answer: productSchema,
  },
  {
    method: "put",
    path: "/api/products/{id}",
    summary: "Replace a product's fields",
    tag: "Products",
    access: "admin",
    pathParams: idParam,
    json: productInput,
    status: 200,
    answer: productSchema,
  },
  {
    method: "delete",
    path: "/api/products/{id}",
    summary: "Delete a product (orders keep its name and price)",
    tag: "Products",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: deleted,
  },

  {
    method: "get",
    path: "/api/website-content",
    summary: "Website content items, by page, section and key",
    tag: "Content",
    access: "anyone",
    status: 200,
    answer: z.array(contentItemSchema),
    query: [
      { name: "page_name", description: "Only this page, e.g. home.", schema: text },
      { name: "section_name", description: "Only this section, e.g. hero.", schema: text },
      {
        name: "content_type",
        description: "text, image, html or json.",
        schema: { type: "string", enum: ["text", "image", "html", "json"] },
      },
      limit,
    ],
  },
  {
    method: "get",
    path: "/api/website-content/stats",
    summary:
      "Counts for the content screen's tiles (items, pages, sections, images) and its page/section choices",
    tag: "Content",
    access: "admin",
    status: 200,
    answer: contentStatsSchema,
  },
  {
    method: "post",
    path: "/api/website-content",
    summary: "Add a content item (html is sanitised)",
    tag: "Content",
    access: "admin",
    json: contentInput,
    status: 201,
    answer: contentItemSchema,
  },
  {
    method: "put",
    path: "/api/website-content/{id}",
    summary: "Change a content item",
    tag: "Content",
    access: "admin",
    pathParams: idParam,
    json: contentInput,
    status: 200,
    answer: contentItemSchema,
  },
  {
    method: "delete",
    path: "/api/website-content/{id}",
    summary: "Delete a content item",
    tag: "Content",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: deleted,
  },
  {
    method: "get",
    path: "/api/blog-posts",
    summary: "Blog posts, newest first",
    tag: "Content",
    access: "anyone",
    query: [limit],
    status: 200,
    answer: z.array(blogPostSchema),
  },
  {
    method: "get",
    path: "/api/blog-posts/{slug}",
    summary: "One blog post, by its slug",
    tag: "Content",
    access: "anyone",
    pathParams: [{ name: "slug", description: "The post's address name, e.g. hydration-in-alabama-heat." }],
    status: 200,
    answer: blogPostSchema,
  },

  {
    method: "post",
    path: "/api/contact-submissions",
    summary: "Send a message to the store",
    tag: "Submissions",
    access: "anyone",
    json: contactInput,
    status: 201,
    answer: z.object({ id: z.string() }),
  },
  {
    method: "get",
    path: "/api/contact-submissions",
    summary: "Messages received, newest first",
    tag: "Submissions",
    access: "admin",
    status: 200,
    answer: z.array(contactSubmissionSchema),
  },
  {
    method: "post",
    path: "/api/custom-artwork-submissions",
    summary: "Request custom artwork, with optional files",
    tag: "Submissions",
    access: "anyone",
    status: 201,
    answer: artworkSubmissionSchema,
    multipart: {
      fields: artworkFields,
      files: {
        name: "files",
        description:
          "JPEG, PNG, GIF or PDF (decided by content), each under 10 MB; repeat the field for several.",
        repeated: true,
      },
    },
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions",
    summary: "Artwork requests, a page at a time, newest first unless sorted",
    tag: "Submissions",
    access: "admin",
    query: artworkFilterParams,
    status: 200,
    answer: pageOf(artworkSubmissionSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions/stats",
    summary: "Counts for the artwork screen's tiles: total, this month (store time), with uploads",
    tag: "Submissions",
    access: "admin",
    status: 200,
    answer: artworkStatsSchema,
  },
  {
    method: "get",
    path: "/api/custom-artwork-submissions/export",
    summary: "Every artwork request matching the search, as a CSV download",
    tag: "Submissions",
    access: "admin",
    query: withoutPaging(artworkFilterParams),
    status: 200,
    csv: true,
  },

  {
    method: "get",
    path: "/api/images",
    summary: "The image library, newest first",
    tag: "Images",
    access: "admin",
    status: 200,
    answer: z.array(imageSchema),
  },
  {
    method: "post",
    path: "/api/upload-image",
    summary: "Upload an image to the library",
    tag: "Images",
    access: "admin",
    status: 201,
    answer: imageSchema,
    multipart: {
      fields: z.object({}),
      files: {
        name: "image",
        description: "An image (JPEG, PNG, GIF, WebP or script-free SVG), under 10 MB.",
        repeated: false,
      },
    },
  },
  {
    method: "get",
    path: "/api/images/stats",
    summary: "Figures for the images screen's tiles: total images, storage used, this month, average size",
    tag: "Images",
    access: "admin",
    status: 200,
    answer: imageStatsSchema,
  },
  {
    method: "get",
    path: "/api/images/{name}/usage",
    summary: "Where an image's address is still used: products and website content items",
    tag: "Images",
    access: "admin",
    pathParams: [{ name: "name", description: "The image's name, URL-encoded." }],
    status: 200,
    answer: imageUsageSchema,
  },
  {
    method: "delete",
    path: "/api/images/{name}",
    summary: "Delete an image by its name",
    tag: "Images",
    access: "admin",
    pathParams: [{ name: "name", description: "The image's name, URL-encoded." }],
    status: 200,
    answer: z.object({ name: z.string() }),
  },

  {
    method: "get",
    path: "/api/orders",
    summary: "Orders, a page at a time, newest first unless sorted, with customer, items and total",
    tag: "Orders",
    access: "admin",
    query: orderFilterParams,
    status: 200,
    answer: pageOf(orderSchema),
    envelope: false,
  },
  {
    method: "get",
    path: "/api/orders/stats",
    summary: "Figures for the orders screen's tiles: revenue, total orders, pending, delivered",
    tag: "Orders",
    access: "admin",
    status: 200,
    answer: orderStatsSchema,
  },
  {
    method: "get",
    path: "/api/orders/export",
    summary: "Every order matching the search and status, as a CSV download",
    tag: "Orders",
    access: "admin",
    query: withoutPaging(orderFilterParams),
    status: 200,
    csv: true,
  },
  {
    method: "put",
    path: "/api/orders/{id}",
    summary: "Set an order's status (any to any)",
    tag: "Orders",
    access: "admin",
    pathParams: idParam,
    json: z.object({ status: orderStatus }).strict(),
    status: 200,
    answer: orderSchema,
  },
  {
    method: "delete",
    path: "/api/orders/{id}",
    summary: "Delete an order",
    tag: "Orders",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: deleted,
  },

  {
    method: "get",
    path: "/api/staff-accounts",
    summary: "Staff (admin) accounts, oldest first, with their latest sign-in and which is yours (is_you)",
    tag: "Staff accounts",
    access: "admin",
    status: 200,
    answer: z.array(staffAccountSchema),
  },
  {
    method: "post",
    path: "/api/staff-accounts",
    summary:
      "Add a staff account; a customer's email is promoted with the new password (its sessions end), an admin's is a 409",
    tag: "Staff accounts",
    access: "admin",
    json: staffAccountInput,
    status: 201,
    answer: createdStaffSchema,
  },
  {
    method: "delete",
    path: "/api/staff-accounts/{id}",
    summary:
      "Remove staff access: the account becomes a customer's and its sessions end at once (not your own, not the last admin)",
    tag: "Staff accounts",
    access: "admin",
    pathParams: idParam,
    status: 200,
    answer: removedStaffSchema,
  },

  {
    method: "get",
    path: "/api/audit-log",
    summary:
      "Who changed what: every admin change, a page at a time, newest first, with before and after (read-only)",
    tag: "Audit log",
    access: "admin",
    query: [
      ...pageParams,
      {
        name: "entity",
        description: "Only changes to this kind of record.",
        schema: { type: "string", enum: [...auditEntities] },
      },
      {
        name: "entity_id",
        description:
          "Only changes to this record (its id; an image's name); needs entity. With page_size=1, its last change.",
        schema: text,
      },
    ],
    status: 200,
    answer: pageOf(auditEntrySchema),
    envelope: false,
  },

  {
    method: "post",
    path: "/api/auth/login",
    summary: "Sign in; sets the session cookie",
    tag: "Auth",
    access: "anyone",
    json: loginInput,
    status: 200,
    answer: z.object({ user: publicUser }),
    envelope: false,
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "Sign out; ends the session on the server",
    tag: "Auth",
    access: "signed in",
    status: 200,
    answer: z.object({ success: z.boolean() }),
  },
  {
    method: "get",
    path: "/api/auth/me",
    summary: "Who is signed in",
    tag: "Auth",
    access: "signed in",
    status: 200,
    answer: z.object({ user: publicUser }),
    envelope: false,
  },
  {
    method: "post",
    path: "/api/auth/register",
    summary: "Create a customer account",
    tag: "Auth",
    access: "anyone",
    json: registerInput,
    status: 201,
    answer: z.object({ user: publicUser }),
  },
];
