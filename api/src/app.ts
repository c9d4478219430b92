import type { Database } from "@store/db";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import type { Config } from "./env";
import type { AppEnv } from "./http/app-env";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { uploadsRoute } from "./http/uploads";
import { webAssets } from "./http/web-assets";
import type { Logger } from "./logger";
import { healthRest } from "./rest/health";
import { productsRest } from "./rest/products";
import { MAX_TRPC_BATCH } from "./schemas/limits";
import type { Context } from "./trpc/init";
import { appRouter } from "./trpc/root";

export interface AppDeps {
  db: Database;
  logger: Logger;
  config: Pick<Config, "uploadsDir" | "webDistDir">;
}

/** Builds the whole HTTP surface: tRPC, REST, uploads and the web app. Starts nothing. */
export function createApp({ db, logger, config }: AppDeps) {
  const app = new Hono<AppEnv>();
  const createContext = (): Context => ({ db, logger });

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use("/api/*", async (c, next) => {
    c.set("ctx", createContext());
    await next();
  });

  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext,
      maxBatchSize: MAX_TRPC_BATCH,
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") {
          logger.error("procedure failed", { path, error: String(error.cause ?? error) });
        }
      },
    }),
  );

  app.route("/api/health", healthRest);
  app.route("/api/products", productsRest);
  app.all("/api/*", (c) =>
    c.json({ error: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404),
  );

  app.route("/uploads", uploadsRoute(config.uploadsDir));
  app.route("/", webAssets(config.webDistDir));

  app.onError((error, c) => {
    logger.error("unhandled error", { path: c.req.path, error: String(error) });
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
