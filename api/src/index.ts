export type { DesignStep } from "./domains/review/design-history";
export type { InitialProcedure } from "./pages/public-pages";
export type { AppRouter, RouterInputs, RouterOutputs } from "./trpc/root";
