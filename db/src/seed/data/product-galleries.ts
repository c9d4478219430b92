// A few demo products show more than one picture: the built-in artwork of designs printed on them.
// Keyed by the product's slug; every address is a file under web/public/images.

/** Gallery pictures (after the main one) of the demo products that have them. */
export const productGalleries: Readonly<Record<string, readonly string[]>> = {
  "custom-sublimated-team-jersey": ["/images/designs/design-1.svg", "/images/designs/design-15.svg"],
  "full-sub-team-hoodie": ["/images/designs/design-6.svg", "/images/designs/design-9.svg"],
  "performance-moisture-wicking-tee": ["/images/designs/design-20.svg"],
  "full-sub-quarter-zip-pullover": ["/images/designs/design-13.svg", "/images/designs/design-17.svg"],
};
