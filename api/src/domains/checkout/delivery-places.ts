import type { Database } from "@store/db";
import { deliveryPlaces, storePlace } from "../tax/tax-basis";
import type { DeliveryPlacesDto } from "./schemas";

/** The delivery list checkout offers, and the store's place where pickups are taxed. */
export async function deliveryPlacesNow(db: Database): Promise<DeliveryPlacesDto> {
  const [store, places] = await Promise.all([storePlace(db), deliveryPlaces(db)]);
  return { store_place: store?.name ?? null, places: places.map(({ code, name }) => ({ code, name })) };
}
