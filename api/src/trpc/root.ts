import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { procedureRecord } from "../domains/index";
import { createCallerFactory, router } from "./init";

/** Generated from the declarations in domains/: each domain's procedures under its name. */
export const appRouter = router(procedureRecord);

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls procedures in-process, with the same rules as /trpc. */
export const createCaller = createCallerFactory(appRouter);
