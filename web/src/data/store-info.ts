/**
 * The store's facts in one place: every page that shows them reads them from here. The phone and
 * e-mail are also the server's (`storeContact` in @store/db/catalogue, for its refusals); the test
 * holds them equal, as the build's page manifest reads this file where that package cannot load.
 */
export const storeInfo = {
  name: "Clanton Sports Apparel",
  founded: 2013,
  email: "sales@clantonsportsapparel.com",
  phone: "(205) 555-0142",
  /** The phone number in the form a tel: link needs. */
  phoneHref: "tel:+12055550142",
  town: "Clanton, Alabama",
  location: "Clanton, Alabama, USA",
  address: { street: "1105 7th Street N", city: "Clanton", state: "AL", zip: "35045" },
  hours: [
    { days: "Mon-Fri", time: "9:00 AM-7:00 PM" },
    { days: "Sat", time: "9:00 AM-6:00 PM" },
    { days: "Sun", time: "12:00 PM-5:00 PM" },
  ],
  social: {
    facebook: "https://www.facebook.com/clantonsportsapparel",
    instagram: "https://www.instagram.com/clantonsportsapparel",
    x: "https://x.com/clantonsports",
  },
} as const;

export const emailHref = `mailto:${storeInfo.email}`;

/** "Mon-Fri 9:00 AM-7:00 PM; Sat 9:00 AM-6:00 PM; Sun 12:00 PM-5:00 PM" as the spec writes it. */
export const storeHoursText = storeInfo.hours.map((h) => `${h.days} ${h.time}`).join("; ");

/** "1105 7th Street N, Clanton, AL 35045": one line, as a map search or a letter needs it. */
export const storeAddressText = (() => {
  const { street, city, state, zip } = storeInfo.address;
  return `${street}, ${city}, ${state} ${zip}`;
})();

/**
 * Opens the store in the visitor's map app: Google's cross-platform search URL hands off to the
 * Maps app on phones. Only followed on a click, so the page itself makes no third-party request.
 */
export const storeMapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(storeAddressText)}`;
