import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createCallerFactory, router } from "./init";
import { authRouter } from "./routers/auth";
import { productsRouter } from "./routers/products";

export const appRouter = router({
  auth: authRouter,
  products: productsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process; the REST adapters go through it so rules live in one place. */
export const createCaller = createCallerFactory(appRouter);
