import type { Database, DatabaseHandle } from "@store/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Config } from "./env";
import { DATABASE_AWAY_MESSAGE, isDatabaseAway, RETRY_AFTER_SECONDS } from "./errors/database-unavailable";
import { describeError } from "./errors/describe-error";
import type { AppEnv } from "./http/app-env";
import { catalogueCache, catalogueHits, isCatalogueFill, isCatalogueHit } from "./http/catalogue-cache";
import { RateLimiter } from "./http/rate-limit";
import { buildContext, type ContextDeps } from "./http/request-context";
import { requestLog } from "./http/request-log";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { uploadsRoute } from "./http/uploads";
import { webAssets } from "./http/web-assets";
import type { Logger } from "./logger";
import type { MailWorker } from "./mail/worker";
import { CatalogueCache } from "./read-model/catalogue-cache";
import { CatalogueVersions } from "./read-model/catalogue-versions";
import { restRoutes } from "./rest/index";
import { MAX_TRPC_BATCH } from "./schemas/limits";
import { MAX_FILE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "./schemas/uploads";
import {
  blogPostPageMeta,
  blogPostPaths,
  firstScreenData,
  privatePageMeta,
  productPageMeta,
  productPaths,
} from "./services/public-pages";
import { localStorage } from "./storage/local";
import type { FileStorage } from "./storage/storage";
import { appRouter } from "./trpc/root";

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, "uploadsDir" | "webDistDir"> &
    Partial<Pick<Config, "trustProxy" | "publicUrl">> & { mail?: Pick<Config["mail"], "storeEmail"> };
  storage?: FileStorage;
  limiter?: RateLimiter;
  /** The running mail worker, nudged after a request stores an e-mail (none: it waits for its tick). */
  mailWorker?: Pick<MailWorker, "wake">;
  /**
   * Notifications of catalogue writes made elsewhere (other processes, scripts, the seed). Without
   * them the public read cache still sees this app's own writes, but not those.
   */
  changes?: Pick<DatabaseHandle, "driver" | "listen">;
}

// Only for apps built without these settings (tests); the server passes them from the environment.
const FALLBACK_STORE_EMAIL = "store@clantonsportsapparel.local";
const FALLBACK_PUBLIC_URL = "http://localhost:3000";

/** JSON bodies are small; only the upload paths accept files. */
const JSON_BODY_LIMIT = 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_LIMITS = new Map<string, number>([
  ["/api/custom-artwork-submissions", MAX_UPLOAD_REQUEST_BYTES],
  ["/trpc/submissions.createArtwork", MAX_UPLOAD_REQUEST_BYTES],
  ["/api/upload-image", MAX_FILE_BYTES + MULTIPART_OVERHEAD],
  ["/trpc/images.upload", MAX_FILE_BYTES + MULTIPART_OVERHEAD],
  ["/api/quotes", MAX_UPLOAD_REQUEST_BYTES],
  ["/trpc/quotes.request", MAX_UPLOAD_REQUEST_BYTES],
  ["/trpc/proofs.upload", MAX_FILE_BYTES + MULTIPART_OVERHEAD],
]);
/** Paths with a record id in them that take one proof file. */
const PROOF_UPLOAD_PATH = /^\/api\/(quotes|custom-artwork-submissions)\/[^/]+\/proofs$/;

const uploadLimitFor = (path: string) =>
  UPLOAD_LIMITS.get(path) ?? (PROOF_UPLOAD_PATH.test(path) ? MAX_FILE_BYTES + MULTIPART_OVERHEAD : undefined);

/** Builds the whole HTTP surface: tRPC, REST, uploads and the web app. Starts nothing. */
export function createApp({ db, logger, config, storage, limiter, mailWorker, changes }: AppDeps) {
  const app = new Hono<AppEnv>();
  const deps: ContextDeps = {
    db,
    logger,
    storage: storage ?? localStorage(config.uploadsDir),
    limiter: limiter ?? new RateLimiter(),
    mail: {
      storeEmail: config.mail?.storeEmail ?? FALLBACK_STORE_EMAIL,
      publicUrl: config.publicUrl ?? FALLBACK_PUBLIC_URL,
      wake: mailWorker ? () => mailWorker.wake() : undefined,
    },
    trustProxy: config.trustProxy ?? false,
  };
  const catalogue = new CatalogueCache();
  const catalogueVersions = new CatalogueVersions(db, catalogue, logger, changes);

  app.use(requestLog(logger, isCatalogueHit));
  // Public catalogue reads from memory (decision 024), outside the other middleware: a hit replays
  // the headers they set on the first answer instead of setting them again one by one.
  for (const prefix of ["/api/*", "/trpc/*"]) {
    app.use(prefix, catalogueCache(catalogue, catalogueVersions, deps.trustProxy));
  }
  app.use(securityHeaders(deps.trustProxy));

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
    app.use(prefix, sameOriginWrites());
    app.use(prefix, (c, next) => {
      const uploadLimit = uploadLimitFor(c.req.path);
      return bodyLimit({
        maxSize: uploadLimit ?? JSON_BODY_LIMIT,
        onError: (c) =>
          c.json(
            {
              error: uploadLimit ? "File size must be less than 10MB." : "The request body is too large.",
            },
            413,
          ),
      })(c, next);
    });
  }
  app.use("/api/*", async (c, next) => {
    c.set("ctx", await buildContext(c, deps));
    await next();
  });

  app.all("/trpc/*", async (c) => {
    const ctx = await buildContext(c, deps);
    return fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => ({ ...ctx, resHeaders }),
      maxBatchSize: MAX_TRPC_BATCH,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          logger.error("procedure failed", { path, error: describeError(error.cause ?? error) });
        }
      },
    });
  });

  app.route("/api", restRoutes);
  app.all("/api/*", (c) =>
    c.json({ error: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404),
  );

  app.route("/uploads", uploadsRoute(config.uploadsDir));
  app.route(
    "/",
    webAssets(config.webDistDir, {
      find: async (pathname) =>
        privatePageMeta(pathname) ??
        (await blogPostPageMeta(db, pathname)) ??
        (await productPageMeta(db, pathname)),
      firstScreen: (pathname) => firstScreenData(db, pathname),
      paths: async () => [...(await blogPostPaths(db)), ...(await productPaths(db))],
    }),
  );

  // A catalogue hit is answered before routing: it needs nothing the middleware would add.
  const routed = app.fetch;
  const fromCatalogue = catalogueHits(catalogue, deps.trustProxy, logger);
  app.fetch = (request, env, executionCtx) =>
    fromCatalogue(request, env) ?? routed(request, env, executionCtx);

  app.onError((error, c) => {
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
