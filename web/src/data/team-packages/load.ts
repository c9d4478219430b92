import type { TeamPackageSport } from "../site-pages";
import type { SportPackages } from "./model";

// Each sport's words arrive alone with its page: a sport's page downloaded all seven (3.6 KB).
const bySport: Record<TeamPackageSport, () => Promise<SportPackages>> = {
  baseball: () => import("./baseball").then((m) => m.baseball),
  basketball: () => import("./basketball").then((m) => m.basketball),
  cornhole: () => import("./cornhole").then((m) => m.cornhole),
  fastpitch: () => import("./fastpitch").then((m) => m.fastpitch),
  football: () => import("./football").then((m) => m.football),
  slowpitch: () => import("./slowpitch").then((m) => m.slowpitch),
  soccer: () => import("./soccer").then((m) => m.soccer),
};

/** One sport's packages, add-ons and sections, for its page's loader. */
export const loadSportPackages = (sport: TeamPackageSport) => bySport[sport]();
