import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** /api/images and /api/upload-image */
export const imagesRest = new Hono<AppEnv>();
export const uploadImageRest = new Hono<AppEnv>();
