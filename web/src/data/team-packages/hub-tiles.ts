import type { TeamPackageSport } from "../site-pages";

/** The hub's one line per sport: the hub needs these, not every sport's whole page. */
export const hubTileLines: Record<TeamPackageSport, string> = {
  baseball: "Jerseys, pants and caps for travel, rec and high school teams",
  basketball: "Reversible and sublimated uniforms, shooting shirts and warm-ups",
  cornhole: "Regulation boards, bags and graphics for leagues and events",
  fastpitch: "Women's-cut jerseys, pants and visors for travel and school softball",
  football: "Game jerseys, pants and helmet decals, sold in full uniform sets",
  slowpitch: "Relaxed-fit uniforms for church, company and weekend leagues",
  soccer: "Kits with jerseys, shorts, socks and goalkeeper gear",
};
