import allStyles from "@mantine/core/styles.layer.css?url";

let loading: Promise<void> | undefined;

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
