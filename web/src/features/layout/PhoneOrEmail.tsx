import { Anchor } from "@mantine/core";
import { storeInfo } from "../../data/store-info";

/** "<phone> or e-mail <address>", both underlined links, for the sentences that say how to reach us. */
export function PhoneOrEmail() {
  return (
    <>
      <Anchor href={storeInfo.phoneHref} underline="always">
        {storeInfo.phone}
      </Anchor>{" "}
      or e-mail{" "}
      <Anchor href={`mailto:${storeInfo.email}`} underline="always">
        {storeInfo.email}
      </Anchor>
    </>
  );
}
