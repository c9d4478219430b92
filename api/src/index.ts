export type { InitialProcedure } from "./common/page-facts";
export type { DesignStep } from "./domains/designs/design-history";
export type { AppRouter, RouterInputs, RouterOutputs } from "./trpc/root";
