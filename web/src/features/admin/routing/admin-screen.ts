import { lazyRouteComponent } from "@tanstack/react-router";

type Screens = typeof import("../screens");

/** A portal screen, loaded with all the others on the first visit to any admin page. */
export const adminScreen = <K extends keyof Screens>(name: K) =>
  lazyRouteComponent(() => import("../screens"), name);
