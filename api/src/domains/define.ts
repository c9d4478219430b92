import type { AnyTRPCProcedure, TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { Context as HonoContext } from "hono";
import type { z } from "zod";
import type { Permission } from "../common/permissions";
import type { Context } from "../context";
import type { AppEnv } from "../http/app-env";
import type { MultipartLimits } from "../http/multipart-stream";
import { enforceRateLimit, type Limit } from "../http/rate-limited";
import type { OperationTag } from "../openapi/tags";
import type { Topic } from "../read-model/topics";
import {
  type Access,
  adminProcedure,
  customerProcedure,
  type Meta,
  publicProcedure,
  signedInProcedure,
} from "../trpc/init";
import { answeringOnce, idempotency, type Unwrapped } from "./idempotent";

export type { Access } from "../trpc/init";

/** The context of a procedure whose access needs a signed-in user: `user` is never null there. */
export type SignedInContext = Context & { user: NonNullable<Context["user"]> };
/** The context of a customer's own procedure: `customer` is never null there. */
export type CustomerContext = Context & { customer: NonNullable<Context["customer"]> };
type ContextFor<A extends Access> = A extends "public"
  ? Context
  : A extends "customer"
    ? CustomerContext
    : SignedInContext;

/** A query parameter: its rules (type, enum, bounds) are documented from the input's zod schema. */
export interface QueryParam {
  name: string;
  description: string;
  /** The request is refused without it (optional unless said). */
  required?: true;
}

/** The size rules a multipart body is read under, and how many files its input's schema takes. */
export type UploadLimits = MultipartLimits & { maxFiles?: number };

/** A multipart body: what the document says of it, and the size rules it is read under. */
export interface MultipartBody {
  fields: z.ZodType;
  files: { name: string; description: string; repeated: boolean };
  limits: UploadLimits;
  /** Fields sent as one JSON text each (lists of objects): the document's `encoding` says so. */
  jsonFields?: string[];
  /** The sentence a client gets when the body is not multipart or cannot be read. */
  howToSend: string;
}

/** How an operation is reached over REST, and what the OpenAPI document says of it. */
export interface RestFace {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** In OpenAPI's form: `/api/products/{id}`; each `{name}` becomes the input's `name`. */
  path: string;
  /** Unique and stable (camelCase): generated clients name their functions after it. */
  operationId: string;
  summary: string;
  /** What a client must know beyond the summary (an answer that hides something on purpose). */
  description?: string;
  tag: OperationTag;
  /** 200 unless said. */
  status?: 200 | 201;
  /** The documented query parameters; only these are taken from the query string into the input. */
  query?: QueryParam[];
  pathParams?: { name: string; description: string }[];
  /**
   * Query parameters other than the documented ones are ignored rather than passed to the schema
   * (which would refuse them): the spec's generic table wrapper sends page_name/section_name/limit
   * to every table and the blog page may add `order=created_at.desc`.
   */
  otherQueryIgnored?: true;
  /**
   * The Idempotency-Key header's description in this operation's words; the header itself (its
   * rules from the zod idempotencyKey) is documented for every operation declared `idempotent`.
   */
  idempotencyKey?: string;
  /**
   * A JSON body, merged with the path's values into the input; `"input"`: the input's own schema
   * less the path's values and fixed fields.
   */
  json?: z.ZodType | "input";
  /** The JSON body may be left out (an approval needs none). */
  optionalJson?: boolean;
  multipart?: MultipartBody;
  /** Input fields the path fixes (a review's decision, a proof's subject). */
  fixed?: Record<string, string>;
  /** The answer's schema, wrapped in `data` unless `envelope: false`. */
  answer?: z.ZodType;
  envelope?: false;
  /** The answer is a page: its rows under `data`, the paging facts beside them (no envelope). */
  paged?: true;
  /** The answer is a CSV download instead of JSON. */
  csv?: true;
  /** The answer is a PDF download (streamed: the handler answers a PdfFile) instead of JSON. */
  pdf?: true;
  /**
   * The answer is a small file shown in place (a QR code image): the handler answers a SmallFile.
   * "document": a stored PDF or picture, of the type it was stored as (an exemption's document).
   * "supplier-file": a purchase order written for its supplier (CSV, S&S's JSON, or a zip of
   * SanMar's text files), downloaded.
   */
  file?: "image/svg+xml" | "image/png" | "document" | "supplier-file";
  /** Throttled by the handler itself (failed sign-ins): may answer 429 like a rate-limited one. */
  throttled?: true;
  /** What the Set-Cookie header of the success answer does. */
  setsCookie?: string;
  /** Answers beyond the ones every operation of its kind gives (409s, login's 401). */
  errors?: { status: number; description: string }[];
  /** An answer made by hand from the request (health), for the few paths that are no procedure. */
  raw?: (c: HonoContext<AppEnv>) => Response | Promise<Response>;
}

interface Declared<A extends Access, I extends z.ZodType | undefined, O> {
  kind: "query" | "mutation";
  access: A;
  /** What a staff operation needs (auth/permissions.ts); every "admin" operation names one. */
  permission?: A extends "admin" ? Permission : never;
  input?: I;
  /** Counted per client before the input is read; over it, a 429 with Retry-After. */
  rateLimit?: Limit;
  /**
   * Takes the Idempotency-Key header as its input's `idempotency_key`; the handler answers
   * `{ value, replayed }` and the caller gets `value` (with `Idempotent-Replayed: true` for a replay).
   */
  idempotent?: boolean;
  /**
   * The shared catalogue cache may keep and serve its answer, invalidated by writes to this topic.
   * Only a public operation whose answer is the same for every caller may say so.
   */
  cache?: A extends "public" ? Topic : never;
  handler: (opts: { ctx: ContextFor<A>; input: I extends z.ZodType ? z.output<I> : undefined }) => O;
  rest?: RestFace | RestFace[];
}

type Built<K extends "query" | "mutation", I, O> = K extends "query"
  ? TRPCQueryProcedure<{ input: I; output: O; meta: Meta }>
  : TRPCMutationProcedure<{ input: I; output: O; meta: Meta }>;
type InputOf<I> = I extends z.ZodType ? z.input<I> : undefined;

export interface Operation<K extends "query" | "mutation" = "query" | "mutation", I = unknown, O = unknown>
  extends Omit<Declared<Access, z.ZodType | undefined, unknown>, "kind" | "handler" | "cache"> {
  kind: K;
  cache?: Topic;
  rests: RestFace[];
  procedure: Built<K, I, O>;
}

/** What the generators read of an operation; `name` is its procedure path, none for REST-only ones. */
export type Documented = Pick<
  Operation,
  "access" | "permission" | "rateLimit" | "idempotent" | "cache" | "rests" | "input"
> & {
  name?: string;
  procedure?: AnyTRPCProcedure;
};

const accessBuilders = {
  public: publicProcedure,
  signedIn: signedInProcedure,
  admin: adminProcedure,
  customer: customerProcedure,
};

/**
 * One operation, declared once: its procedure (built here: access, rate limit, idempotency), and
 * when it has one, its REST face. The router, REST routes, OpenAPI document, upload limits and
 * cacheable reads are all generated from these (domains/index.ts).
 */
export function defineOperation<
  const K extends "query" | "mutation",
  const A extends Access,
  I extends z.ZodType | undefined = undefined,
  O = unknown,
  const D extends boolean = false,
>(
  // Deny by default, at build time: a staff operation that names no permission does not compile.
  declared: Declared<A, I, O> & { kind: K; idempotent?: D } & (A extends "admin"
      ? { permission: Permission }
      : unknown),
): Operation<K, InputOf<I>, D extends true ? Unwrapped<Awaited<O>> : Awaited<O>> {
  // biome-ignore lint/suspicious/noExplicitAny: each step of tRPC's builder has its own type; the result is typed below.
  let builder: any = accessBuilders[declared.access];
  if (declared.permission)
    builder = builder.meta({ access: declared.access, permission: declared.permission });
  const limit = declared.rateLimit;
  if (limit)
    builder = builder.use(async ({ ctx, next }: { ctx: Context; next: () => Promise<unknown> }) => {
      await enforceRateLimit(ctx, limit);
      return next();
    });
  // biome-ignore lint/suspicious/noExplicitAny: the handler's own options pass through unchanged.
  let handler: (opts: any) => unknown = declared.handler;
  if (declared.idempotent) {
    builder = builder.use(idempotency);
    handler = answeringOnce(handler as Parameters<typeof answeringOnce>[0]);
  }
  if (declared.input) builder = builder.input(declared.input);
  const procedure = declared.kind === "query" ? builder.query(handler) : builder.mutation(handler);
  const rest = declared.rest;
  return { ...declared, rests: rest === undefined ? [] : Array.isArray(rest) ? rest : [rest], procedure };
}

/** The procedures of a domain's operations, for its place in the router. */
export type ProceduresOf<T extends Record<string, Operation>> = { [P in keyof T]: T[P]["procedure"] };
export const proceduresOf = <T extends Record<string, Operation>>(operations: T): ProceduresOf<T> =>
  Object.fromEntries(Object.entries(operations).map(([name, op]) => [name, op.procedure])) as ProceduresOf<T>;
