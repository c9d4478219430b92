// S&S Activewear's order API body (POST https://api.ssactivewear.com/v2/orders/), written from the
// "POST - Orders" page of S&S's public API v2 reference (api.ssactivewear.com/V2/Orders_Post.aspx,
// read as published 2018-2021): shippingAddress {customer, attn, address, city, state, zip,
// residential}, shippingMethod ("1" ground, carrier chosen by S&S; "6" will call), shipBlind,
// poNumber, emailConfirmation, testOrder, autoselectWarehouse and lines [{identifier, qty}] where
// the identifier is S&S's SKU. The shop does not call the API: the file is what a person (or a
// later integration) sends. A person confirms the body with the S&S rep, with testOrder true,
// before the first real order. Not confirmed from the public page: whether "attn" is printed on
// the label (we put the PO number there) and the warehouse choice when autoselect is off.
import { storeContact, storeLocation } from "@store/db/catalogue";
import type { SupplierFileAdapter, SupplierFileOrder } from "./types";

/** S&S's shipping method codes the shop uses: ground to the shop, or picked up at the warehouse. */
export const ssShippingMethods = { ground: "1", willCall: "6" } as const;

export function ssOrderBody(
  order: SupplierFileOrder,
  opts: { willCall?: boolean; testOrder?: boolean } = {},
) {
  const { street, city, state, zip } = storeLocation.address;
  return {
    shippingAddress: {
      customer: storeLocation.name,
      attn: order.poNumber,
      address: street,
      city,
      state,
      zip,
      residential: false,
    },
    shippingMethod: opts.willCall ? ssShippingMethods.willCall : ssShippingMethods.ground,
    shipBlind: false,
    poNumber: order.poNumber,
    emailConfirmation: storeContact.email,
    testOrder: opts.testOrder ?? false,
    autoselectWarehouse: true,
    lines: order.lines.map((l) => ({ identifier: l.sku, qty: l.quantity })),
  };
}

export const ssJsonAdapter: SupplierFileAdapter = {
  format: "ss_json",
  write: (order) => [
    {
      name: `${order.poNumber}-ss-order.json`,
      contentType: "application/json",
      text: `${JSON.stringify(ssOrderBody(order), null, 2)}\n`,
    },
  ],
};
