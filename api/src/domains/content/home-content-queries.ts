// Shared by the server and the web app; no imports, so the web's entry bundle stays small.

/** The home page's hero pictures, as the home page asks website content for them (spec §7). */
export const heroContentQuery = { page_name: "home", section_name: "hero" } as const;

/** The home page's vendor logos (spec §7). */
export const vendorContentQuery = {
  page_name: "home",
  section_name: "vendors",
  content_type: "image",
} as const;
