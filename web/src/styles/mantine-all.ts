import allStyles from "@mantine/core/styles.layer.css?url";

let loading: Promise<void> | undefined;
/** True while the browser adopts a page the server drew: that page's styles are already inline. */
let adoptingDrawnPage = false;

/**
 * Adds the whole of Mantine's styles (the components a page shows only on a tap, and the portal's)
 * once, resolving when they apply. Appended after the inline part (mantine-first-paint.css): both
 * sit in the "mantine" layer, so Mantine's own order holds and the site's styles still win.
 */
export function loadAllMantineStyles(doc: Document = document): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = allStyles;
    // A sheet that fails to arrive leaves the inline part; the page still works.
    link.onload = link.onerror = () => resolve();
    doc.head.append(link);
  });
  return loading;
}

/**
 * What a route waits for before it draws in the browser: the whole sheet, except while a drawn page
 * is adopted. Adding 250 KB of rules restyles the whole page in one long task, so a drawn page asks
 * for them only when the visitor acts (main.tsx) or goes to another page.
 */
export function stylesBeforeRoute(): Promise<void> | undefined {
  if (typeof document === "undefined" || adoptingDrawnPage) return undefined;
  return loadAllMantineStyles();
}

/** Marks the adoption of a drawn page, from its route's load until React has taken the page over. */
export function setAdoptingDrawnPage(value: boolean) {
  adoptingDrawnPage = value;
}
