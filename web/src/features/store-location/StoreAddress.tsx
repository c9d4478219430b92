import { storeInfo } from "../../data/store-info";

/** The store's name and postal address on three lines, as the About and pickup facts show it. */
export function StoreAddress({ className }: { className?: string }) {
  const { street, city, state, zip } = storeInfo.address;
  return (
    <address className={className}>
      {storeInfo.name}
      <br />
      {street}
      <br />
      {city}, {state} {zip}
    </address>
  );
}
