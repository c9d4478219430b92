import type { APIRequestContext } from "@playwright/test";
import { adminApi } from "./admin";
import { expect, test } from "./fixtures";
import { type CatalogueProduct, sizedProduct } from "./order-factories";

// Team stores made as staff make them: through the staff API, then opened by its lifecycle move.

const origin = () => String(test.info().project.use.baseURL);
const DAY = 24 * 60 * 60 * 1000;

export interface OpenTeamStore {
  id: string;
  slug: string;
  jersey: CatalogueProduct;
}

/**
 * A store's jersey as staff set it up: $5 over the catalogue ($3 of it for the team), three sizes,
 * name and number required, in the player pack and required.
 */
export function playerPackJersey(jersey: CatalogueProduct) {
  return {
    product_id: jersey.id,
    price: Math.ceil(jersey.price) + 5,
    fundraising: 3,
    sizes: jersey.sizes.slice(0, 3),
    personalisation: "both",
    personalisation_required: true,
    max_name_length: 12,
    required: true,
    in_bundle: true,
  };
}

/**
 * An open store, made with `request` (signed in as staff here: keep it apart from the family's page): a jersey (name and number required, in the player pack, required) and a roster of
 * two; `accessCode` when the store should ask for one, `paymentMode` when not paid at pickup.
 */
export async function openTeamStore(
  request: APIRequestContext,
  accessCode?: string,
  paymentMode?: "pay_at_pickup" | "team_invoice" | "pay_at_order",
): Promise<OpenTeamStore> {
  const jersey = await sizedProduct(request);
  const api = await adminApi(request);
  const slug = `e2e-eagles-${Date.now().toString(36)}`;
  const headers = { origin: origin() };
  const created = await api.post("/api/team-stores", {
    headers,
    data: {
      slug,
      team_name: "Clanton Eagles 12U",
      sport: "baseball",
      ...(accessCode ? { access_code: accessCode } : {}),
      ...(paymentMode ? { payment_mode: paymentMode } : {}),
      coach_name: "Coach Rivera",
      coach_email: "rivera@example.com",
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 7 * DAY).toISOString(),
      message: "Pickup at the field house after practice.",
      items: [playerPackJersey(jersey)],
      players: [
        { name: "Sam Lee", number: "12", email: "lee.family@example.com" },
        { name: "Alex Ortiz", email: "ortiz.family@example.com" },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;
  await moveTeamStore(api, id, "open");
  return { id, slug, jersey };
}

/** One lifecycle move of the store by staff (open, close, ...), with a client signed in as staff. */
async function moveTeamStore(api: APIRequestContext, id: string, action: string) {
  const res = await api.post(`/api/team-stores/${id}/transitions`, {
    headers: { origin: origin() },
    data: { action },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
