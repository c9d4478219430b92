import {
  storeAddressText,
  storeContact,
  storeHours,
  storeHoursText,
  storeLocation,
} from "@store/db/catalogue";

/**
 * The store's facts in one place for the pages: every page that shows them reads them from here.
 * The name, contact, address and hours come from @store/db/catalogue, which the server's e-mails,
 * refusals and printables read too, so a customer is told the same thing everywhere.
 */
export const storeInfo = {
  name: storeLocation.name,
  founded: 2013,
  ...storeContact,
  town: "Clanton, Alabama",
  location: "Clanton, Alabama, USA",
  address: storeLocation.address,
  hours: storeHours,
  social: {
    facebook: "https://www.facebook.com/clantonsportsapparel",
    instagram: "https://www.instagram.com/clantonsportsapparel",
    x: "https://x.com/clantonsports",
  },
} as const;

export const emailHref = `mailto:${storeInfo.email}`;

export { storeAddressText, storeHoursText };

/**
 * Opens the store in the visitor's map app: Google's cross-platform search URL hands off to the
 * Maps app on phones. Only followed on a click, so the page itself makes no third-party request.
 */
export const storeMapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(storeAddressText)}`;
