import type { SizingGuideSport } from "../site-pages";
import type { SizingGuide } from "./model";

// Each sport's charts arrive alone with its page: a guide downloaded all four sports' charts.
const bySport: Record<SizingGuideSport, () => Promise<SizingGuide>> = {
  baseball: () => import("./baseball").then((m) => m.baseball),
  basketball: () => import("./basketball").then((m) => m.basketball),
  fastpitch: () => import("./fastpitch").then((m) => m.fastpitch),
  football: () => import("./football").then((m) => m.football),
};

/** One sport's sizing guide (charts, measuring tips, fit notes), for its page's loader. */
export const loadSizingGuide = (sport: SizingGuideSport) => bySport[sport]();
