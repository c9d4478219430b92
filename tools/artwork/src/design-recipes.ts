import { RECIPES_1_TO_8 } from "./design-recipes-1-8";
import { RECIPES_9_TO_21 } from "./design-recipes-9-21";

export type { DesignRecipe } from "./design-recipe-kit";

/** How each of the 21 stock designs is drawn, by design id. */
export const RECIPES = { ...RECIPES_1_TO_8, ...RECIPES_9_TO_21 };
