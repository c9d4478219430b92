/**
 * How customers reach the store: the header's contact strip, the footer and the contact page show
 * it, and so do the server's refusals that send a customer to the store (a closed quote's link).
 * The web's `storeInfo` reads these facts from here, as the server's e-mails and printables do.
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

/** The zone the store's hours, days and cut-offs are read in. */
export const STORE_TIME_ZONE = "America/Chicago";

/**
 * The opening hours (spec §9), as the site writes them and as days of the week (0 Sunday ... 6
 * Saturday) with opening and closing in minutes after midnight: the pickup rule counts only the days
 * listed here as open, so a day taken out of this list is closed for pickups too.
 */
export const storeHours = [
  { days: "Mon-Fri", time: "9:00 AM-7:00 PM", weekdays: [1, 2, 3, 4, 5], opens: 9 * 60, closes: 19 * 60 },
  { days: "Sat", time: "9:00 AM-6:00 PM", weekdays: [6], opens: 9 * 60, closes: 18 * 60 },
  { days: "Sun", time: "12:00 PM-5:00 PM", weekdays: [0], opens: 12 * 60, closes: 17 * 60 },
] as const;

/** "Mon-Fri 9:00 AM-7:00 PM; Sat 9:00 AM-6:00 PM; Sun 12:00 PM-5:00 PM" as the spec writes it. */
export const storeHoursText = storeHours.map((h) => `${h.days} ${h.time}`).join("; ");

/** "1105 7th Street N, Clanton, AL 35045": one line, as a map search or a letter needs it. */
export const storeAddressText = (() => {
  const { street, city, state, zip } = storeLocation.address;
  return `${street}, ${city}, ${state} ${zip}`;
})();
