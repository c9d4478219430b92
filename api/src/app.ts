import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database, DatabaseHandle } from "@store/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { MAX_TRPC_BATCH } from "./common/limits";
import type { Documented } from "./domains/define";
import { allowedMethods, cacheableTopics, uploadLimits } from "./domains/derived";
import { declared } from "./domains/index";
import { amountToAsk } from "./domains/payments/online-payment-status";
import { restFaces, restRoutes } from "./domains/rest-routes";
import type { Config } from "./env";
import { AppError } from "./errors/app-error";
import {
  DATABASE_AWAY_MESSAGE,
  databaseAway,
  isDatabaseAway,
  RETRY_AFTER_SECONDS,
} from "./errors/database-unavailable";
import { describeError } from "./errors/describe-error";
import { toHttpError } from "./errors/public-error";
import type { AppEnv } from "./http/app-env";
import { catalogueCache, catalogueHits, isCatalogueFill, isCatalogueHit } from "./http/catalogue-cache";
import { clientIp, type InProcessEnv } from "./http/client-ip";
import { closeAfterUnreadBody } from "./http/close-after-refusal";
import { databaseDeadline } from "./http/database-deadline";
import { databaseRateLimiter } from "./http/database-rate-limit";
import { closeConnectionsWhenStopping, type Lifecycle, runningLifecycle } from "./http/lifecycle";
import type { LiveTraffic } from "./http/live-traffic";
import { paymentWebhooks } from "./http/payment-webhooks";
import type { RateLimiter } from "./http/rate-limit";
import { requestBodyLimit } from "./http/request-body-limit";
import { buildContext, type ContextDeps } from "./http/request-context";
import { requestDatabase } from "./http/request-database";
import { requestLog } from "./http/request-log";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { uploadsRoute } from "./http/uploads";
import type { Logger } from "./logger";
import { addPrivateLinkRoutes } from "./logging/redact";
import type { MailWorker } from "./mail/worker";
import { BuiltPages } from "./pages/built-pages";
import { ogImages } from "./pages/og-image";
import { ogRoute } from "./pages/og-route";
import { pageCaller } from "./pages/page-caller";
import { blogPostPaths, productPaths } from "./pages/sitemap-paths";
import { isWarmUp } from "./pages/warm-pages";
import { webAssets } from "./pages/web-assets";
import { noPaymentProviders, type PaymentProviders } from "./payments/providers";
import { CatalogueCache } from "./read-model/catalogue-cache";
import { CatalogueVersions } from "./read-model/catalogue-versions";
import { CompressLater } from "./read-model/compress-later";
import { publicReads } from "./read-model/public-reads";
import { localStorage } from "./storage/local";
import type { FileStorage } from "./storage/storage";
import { toTRPCError } from "./trpc/errors";
import { appRouter } from "./trpc/root";

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, "uploadsDir" | "webDistDir"> &
    Partial<Pick<Config, "trustProxy" | "publicUrl">> & {
      mail?: Pick<Config["mail"], "storeEmail"> & Partial<Pick<Config["mail"], "statusEmailDelayMs">>;
    };
  storage?: FileStorage;
  /** Counters for rate limits and sign-in throttling; by default in the database, shared by every process. */
  limiter?: RateLimiter;
  /** The running mail worker, nudged after a request stores an e-mail (none: it waits for its tick). */
  mailWorker?: Pick<MailWorker, "wake">;
  /** Set by the server on SIGTERM: readiness fails and connections close after their answer. */
  lifecycle?: Lifecycle;
  /** Counts visitors' requests in flight, for the warm-up to work between them (warm-up.ts). */
  traffic?: LiveTraffic;
  /**
   * Notifications of catalogue writes made elsewhere (other processes, scripts, the seed). Without
   * them the public read cache still sees this app's own writes, but not those.
   */
  changes?: Pick<DatabaseHandle, "driver" | "listen">;
  /** The payment providers whose keys are set; none by default (pay in store only). */
  payments?: PaymentProviders;
  /** The clock the store's rules read (team stores open and close by it); the real one by default. */
  clock?: () => Date;
  /** How long a request may wait on the database before its 503; DATABASE_DEADLINE_MS by default. */
  databaseDeadlineMs?: number;
  /** Declarations served beside the store's own (domains/index.ts), e.g. a test's extra endpoint. */
  extraOperations?: readonly Documented[];
}

// Only for apps built without these settings (tests); the server passes them from the environment.
const FALLBACK_STORE_EMAIL = "store@clantonsportsapparel.local";
const FALLBACK_PUBLIC_URL = "http://localhost:3000";
/** STATUS_EMAIL_DELAY_SECONDS's default: two minutes to fix a mis-clicked status. */
const STATUS_EMAIL_DELAY_MS = 120_000;

/** Builds the whole HTTP surface: tRPC, REST, uploads and the web app. Starts nothing. */
export function createApp(deps0: AppDeps) {
  const { logger, config, storage, limiter, mailWorker, lifecycle, changes } = deps0;
  let { db } = deps0;
  const app = new Hono<AppEnv>();
  // Routes, upload limits, cacheable reads and 405s all come from the one list of declarations.
  const operations = [...declared, ...(deps0.extraOperations ?? [])];
  const pages = new BuiltPages(config.webDistDir);
  const topicsOf = publicReads(cacheableTopics(operations), pages);
  // Tokens in these API paths are kept out of the logs (the pages' own come with pages.json).
  addPrivateLinkRoutes(restFaces(operations).map(({ rest }) => rest.path));
  // Requests see the database through the wrapper: each waits on it at most DATABASE_DEADLINE_MS.
  db = requestDatabase(db);
  const deps: ContextDeps = {
    db,
    logger,
    storage: storage ?? localStorage(config.uploadsDir),
    limiter: limiter ?? databaseRateLimiter(db),
    mail: {
      storeEmail: config.mail?.storeEmail ?? FALLBACK_STORE_EMAIL,
      statusEmailDelayMs: config.mail?.statusEmailDelayMs ?? STATUS_EMAIL_DELAY_MS,
      publicUrl: config.publicUrl ?? FALLBACK_PUBLIC_URL,
      wake: mailWorker ? () => mailWorker.wake() : undefined,
      // Order e-mails offer "Pay $N now" only while a hosted provider is live.
      payAsk: deps0.payments?.hosted ? amountToAsk : undefined,
    },
    payments: deps0.payments ?? noPaymentProviders,
    trustProxy: config.trustProxy ?? false,
    now: deps0.clock ?? (() => new Date()),
  };
  const catalogue = new CatalogueCache();
  const catalogueVersions = new CatalogueVersions(db, catalogue, logger, changes);

  const running = lifecycle ?? runningLifecycle();
  if (deps0.traffic) app.use(deps0.traffic.middleware(isWarmUp));
  app.use(requestLog(logger, (c) => isCatalogueHit(c) || isWarmUp(c)));
  app.use(closeConnectionsWhenStopping(running));
  app.use(databaseDeadline(logger, deps0.databaseDeadlineMs));
  // Public catalogue reads from memory (decision 024), outside the other middleware: a hit replays
  // the headers they set on the first answer instead of setting them again one by one.
  // A large answer is kept at once, compressed fast, and at the best quality when the process is free.
  const traffic = deps0.traffic;
  const compressLater = new CompressLater(catalogue, traffic ? () => traffic.quiet() : () => nextTurn());
  app.use(catalogueCache(catalogue, catalogueVersions, deps.trustProxy, topicsOf, compressLater));
  app.use(securityHeaders(deps.trustProxy));
  // Every body, whatever the path or type, is counted as it streams (a 413 at its limit).
  app.use(closeAfterUnreadBody());
  app.use(requestBodyLimit(uploadLimits(operations)));

  for (const prefix of ["/api/*", "/trpc/*"]) {
    // JSON lists shrink five- to tenfold; answers under 1 KB are sent as they are.
    const compressAnswer = compress();
    // A catalogue fill compresses its body itself, every way at once.
    app.use(prefix, (c, next) => (isCatalogueFill(c) ? next() : compressAnswer(c, next)));
    app.use(prefix, async (c, next) => {
      await next();
      // Answers may hold customer or admin data: never store them in a shared cache.
      if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    });
    app.use(prefix, sameOriginWrites(deps.trustProxy, logger));
  }
  app.use("/api/*", async (c, next) => {
    c.set("ctx", await buildContext(c, deps));
    await next();
  });

  app.all("/trpc/*", async (c) => {
    // A refused credential (a revoked API key) is answered in tRPC's own shape, once per call.
    const ctx = await buildContext(c, deps).catch(keepRefusal);
    return fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => {
        if (ctx instanceof AppError) {
          if (ctx.code === "SERVICE_UNAVAILABLE") resHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
          throw toTRPCError(ctx);
        }
        return { ...ctx, resHeaders };
      },
      maxBatchSize: MAX_TRPC_BATCH,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          logger.error("procedure failed", { path, error: describeError(error.cause ?? error) });
        }
      },
    });
  });

  app.route("/", paymentWebhooks({ db, payments: deps.payments, mail: deps.mail, logger }));
  app.route("/", restRoutes(operations));
  const allowed = allowedMethods(operations);
  app.all("/api/*", (c) => {
    // A declared path asked with another method: 405 with the methods it answers.
    const methods = allowed(c.req.path);
    if (methods.length === 0)
      return c.json({ error: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404);
    c.header("Allow", methods.join(", "));
    return c.json(
      { error: `${c.req.path} does not answer ${c.req.method}; it answers ${methods.join(", ")}.` },
      405,
    );
  });

  app.route("/uploads", uploadsRoute(deps.storage));
  // Link-preview cards (PNG) that every page's og:image names.
  const cards = ogImages({ db, storage: deps.storage, webDistDir: config.webDistDir, now: deps.now });
  app.route("/og", ogRoute(cards));
  app.route(
    "/",
    webAssets(config.webDistDir, pages, {
      trustProxy: deps.trustProxy,
      logger,
      sitemapPaths: async () => [...(await blogPostPaths(db)), ...(await productPaths(db))],
      previewFor: (pathname, origin) => cards.imageFor(pathname, origin),
      callerFor: async (c) => pageCaller(await buildContext(c, deps)),
      // The page's own calls as the visitor's: the request's connection goes along (its address).
      answerInProcess: (c) => {
        const env: InProcessEnv = { forVisitor: clientIp(c, deps.trustProxy) };
        return (input, init) => Promise.resolve(app.request(input, init, env));
      },
    }),
  );

  // A catalogue hit is answered before routing: it needs nothing the middleware would add.
  const routed = app.fetch;
  const fromCatalogue = catalogueHits(catalogue, deps.trustProxy, logger, topicsOf);
  // While stopping, every answer goes through the app so it can say Connection: close.
  app.fetch = (request, env, executionCtx) => {
    const hit = running.stopping ? undefined : fromCatalogue(request, env);
    if (!hit) return routed(request, env, executionCtx);
    // Answered at once, but a visitor all the same: background work waits for a real gap.
    if (!isWarmUp({ env })) traffic?.answeredAtOnce();
    return hit;
  };

  app.onError((error, c) => {
    // A refusal before any procedure ran (a revoked API key) is answered as a procedure's would be.
    if (error instanceof AppError) {
      const mapped = toHttpError(error);
      return c.json(mapped.body, mapped.status as ContentfulStatusCode);
    }
    // Reading the session before any procedure runs can meet a database that is away.
    if (isDatabaseAway(error)) {
      logger.warn("database away", { path: c.req.path, error: describeError(error) });
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ error: DATABASE_AWAY_MESSAGE }, 503);
    }
    logger.error("unhandled error", { path: c.req.path, error: describeError(error) });
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** Passes a deliberate refusal on as a value (tRPC answers it); anything else stays thrown. */
function keepRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // The database away (or past the deadline) while reading the caller's session: a 503 too.
  if (isDatabaseAway(error)) return databaseAway(error);
  throw error;
}
