import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** /api/contact-submissions and /api/custom-artwork-submissions */
export const contactSubmissionsRest = new Hono<AppEnv>();
export const artworkSubmissionsRest = new Hono<AppEnv>();
