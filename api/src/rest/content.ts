import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** /api/website-content and /api/blog-posts */
export const websiteContentRest = new Hono<AppEnv>();
export const blogPostsRest = new Hono<AppEnv>();
