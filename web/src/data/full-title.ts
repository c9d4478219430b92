import { storeInfo } from "./store-info";

const brand = storeInfo.name;

/** "About Us | Clanton Sports Apparel"; the home page carries the brand alone first. */
export const fullTitle = (title: string) => (title.startsWith(brand) ? title : `${title} | ${brand}`);
