import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { apiKeysRest } from "./api-keys";
import { auditLogRest } from "./audit";
import { authRest } from "./auth";
import { checkoutRest, orderTrackingRest } from "./checkout";
import { blogPostsRest, websiteContentRest } from "./content";
import { healthRest } from "./health";
import { imagesRest, uploadImageRest } from "./images";
import { openApiRest } from "./openapi";
import { ordersRest } from "./orders";
import { productsRest } from "./products";
import { quotesRest } from "./quotes";
import { reviewRest } from "./review";
import { staffAccountsRest } from "./staff";
import { artworkSubmissionsRest, contactSubmissionsRest } from "./submissions";

/** Every documented REST path under /api, each adapter in its own file. */
export const restRoutes = new Hono<AppEnv>()
  .route("/", openApiRest)
  .route("/auth", authRest)
  .route("/health", healthRest)
  .route("/products", productsRest)
  .route("/website-content", websiteContentRest)
  .route("/blog-posts", blogPostsRest)
  .route("/contact-submissions", contactSubmissionsRest)
  .route("/custom-artwork-submissions", artworkSubmissionsRest)
  .route("/images", imagesRest)
  .route("/upload-image", uploadImageRest)
  .route("/orders", ordersRest)
  .route("/checkout", checkoutRest)
  .route("/order-tracking", orderTrackingRest)
  .route("/quotes", quotesRest)
  .route("/review", reviewRest)
  .route("/staff-accounts", staffAccountsRest)
  .route("/audit-log", auditLogRest)
  .route("/api-keys", apiKeysRest);
