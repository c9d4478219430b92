import type { z } from "zod";
import { authOperations } from "./auth-operations";
import { checkoutOperations } from "./checkout-operations";
import { contentOperations } from "./content-operations";
import { healthOperations } from "./health-operations";
import { imageOperations } from "./image-operations";
import { orderOperations } from "./order-operations";
import { productOperations } from "./product-operations";
import { quoteOperations } from "./quote-operations";
import { staffOperations } from "./staff-operations";
import { submissionOperations } from "./submission-operations";

export type Access = "anyone" | "signed in" | "admin";

/** One documented REST operation, described with the same zod schemas the procedures use. */
export interface Operation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  /** Unique and stable (camelCase): generated clients name their functions after it. */
  operationId: string;
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
  /** Counted against a per-client limit: may answer 429 with Retry-After. */
  rateLimited?: boolean;
  /** A public read with ETag and Cache-Control, answering 304 to a matching If-None-Match. */
  cached?: boolean;
  /** What the Set-Cookie header of the success answer does. */
  setsCookie?: string;
  /** Answers this operation gives beyond the ones every operation of its kind gives (409s, login's 401). */
  errors?: { status: number; description: string }[];
}

/** Every documented REST operation, each domain in its own file. */
export const operations: Operation[] = [
  ...checkoutOperations,
  ...healthOperations,
  ...quoteOperations,
  ...productOperations,
  ...contentOperations,
  ...submissionOperations,
  ...imageOperations,
  ...orderOperations,
  ...staffOperations,
  ...authOperations,
];
