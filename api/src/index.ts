export type { DesignStep } from "./services/design-history";
export type { InitialProcedure } from "./services/public-pages";
export type { AppRouter, RouterInputs, RouterOutputs } from "./trpc/root";
