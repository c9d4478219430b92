import type { InitialProcedure } from "../common/page-facts";
import type { Context } from "../context";
import { createCaller } from "../trpc/root";
import type { CallProcedure } from "./first-reads";

/**
 * Calls a page's first reads as the visitor's own calls: their address, session and rate limits,
 * the procedure's access rules and input schema. A private link read for a page counts against
 * the link's limit exactly as the page's own call would (security.md: guessing links).
 */
export function pageCaller(ctx: Context): CallProcedure {
  // biome-ignore lint/suspicious/noExplicitAny: a procedure reached by its dotted name; its schema checks the input.
  const caller = createCaller(ctx) as any;
  return (procedure: InitialProcedure, input) => {
    const [domain = "", name = ""] = procedure.split(".");
    return caller[domain][name](input);
  };
}
