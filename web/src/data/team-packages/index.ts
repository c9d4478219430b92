import type { TeamPackageSport } from "../site-pages";
import { baseball } from "./baseball";
import { basketball } from "./basketball";
import { cornhole } from "./cornhole";
import { fastpitch } from "./fastpitch";
import { football } from "./football";
import type { SportPackages } from "./model";
import { slowpitch } from "./slowpitch";
import { soccer } from "./soccer";

export type {
  AdditionalItem,
  ExtraSection,
  FeatureGroup,
  SpecLine,
  SportPackages,
  TeamPackage,
} from "./model";

/** Packages, add-ons and extra sections for every sport with a package page (spec §9). */
export const teamPackages: Record<TeamPackageSport, SportPackages> = {
  baseball,
  basketball,
  cornhole,
  fastpitch,
  football,
  slowpitch,
  soccer,
};
