import type { SizingGuideSport } from "../site-pages";
import { baseball } from "./baseball";
import { basketball } from "./basketball";
import { fastpitch } from "./fastpitch";
import { football } from "./football";
import type { SizingGuide } from "./model";

export type { FeatureList, MeasureTip, SizeChart, SizeRow, SizingGuide } from "./model";

/** Charts, measuring tips and fit notes for every sport with a sizing guide. */
export const sizingGuides: Record<SizingGuideSport, SizingGuide> = {
  baseball,
  fastpitch,
  basketball,
  football,
};
