import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createCallerFactory, router } from "./init";
import { apiKeysRouter } from "./routers/api-keys";
import { auditRouter } from "./routers/audit";
import { authRouter } from "./routers/auth";
import { checkoutRouter } from "./routers/checkout";
import { contentRouter } from "./routers/content";
import { imagesRouter } from "./routers/images";
import { ordersRouter } from "./routers/orders";
import { productsRouter } from "./routers/products";
import { proofsRouter } from "./routers/proofs";
import { quotesRouter } from "./routers/quotes";
import { reviewRouter } from "./routers/review";
import { staffRouter } from "./routers/staff";
import { submissionsRouter } from "./routers/submissions";

export const appRouter = router({
  apiKeys: apiKeysRouter,
  audit: auditRouter,
  auth: authRouter,
  checkout: checkoutRouter,
  content: contentRouter,
  images: imagesRouter,
  orders: ordersRouter,
  products: productsRouter,
  proofs: proofsRouter,
  quotes: quotesRouter,
  review: reviewRouter,
  staff: staffRouter,
  submissions: submissionsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process; the REST adapters go through it so rules live in one place. */
export const createCaller = createCallerFactory(appRouter);
