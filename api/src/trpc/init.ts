import type { Database } from "@store/db";
import { initTRPC } from "@trpc/server";
import type { Logger } from "../logger";
import { publicMessage } from "./errors";

// 1. Context: what every procedure may use. Built per request by the tRPC handler and the REST adapters.
export interface Context {
  db: Database;
  logger: Logger;
}

// 2. Initialisation: error shapes carry a human message and never a stack trace.
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: publicMessage(error), data };
  },
});

// 3. Building blocks.
export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it, signed in or not. */
export const publicProcedure = t.procedure;
