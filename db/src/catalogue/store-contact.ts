/**
 * How customers reach the store: the header's contact strip, the footer and the contact page show
 * it, and so do the server's refusals that send a customer to the store (a closed quote's link).
 * The web's `storeInfo` repeats them (its build reads that file outside Vite); a test holds them equal.
 */
export const storeContact = {
  email: "sales@clantonsportsapparel.com",
  phone: "(205) 555-0142",
  /** The phone number in the form a tel: link needs. */
  phoneHref: "tel:+12055550142",
} as const;

/** The store's name and street address as the site shows them (printed on packing slips and invoices). */
export const storeLocation = {
  name: "Clanton Sports Apparel",
  address: { street: "1105 7th Street N", city: "Clanton", state: "AL", zip: "35045" },
} as const;
