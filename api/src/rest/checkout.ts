import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { readJsonObject, respond } from "../http/rest-response";
import type { RouterInputs } from "../trpc/root";
import { api } from "./caller";

type CheckoutBody = Omit<RouterInputs["checkout"]["placeOrder"], "idempotency_key">;

/**
 * /api/checkout: places an order (201). The standard Idempotency-Key header makes a retry safe:
 * the same key and body answer with the first order (and `Idempotent-Replayed: true`).
 */
export const checkoutRest = new Hono<AppEnv>().post("/", (c) =>
  respond(
    c,
    async () => {
      const key = c.req.header("idempotency-key");
      const body = await readJsonObject<CheckoutBody>(c);
      return api(c).checkout.placeOrder({ ...body, ...(key === undefined ? {} : { idempotency_key: key }) });
    },
    201,
  ),
);

/** /api/order-tracking/{token}: the order behind a private link, with its status history. */
export const orderTrackingRest = new Hono<AppEnv>().get("/:token", (c) =>
  respond(c, () => api(c).checkout.track({ token: c.req.param("token") })),
);
