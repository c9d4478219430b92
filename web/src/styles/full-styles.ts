import { loadAllMantineStyles } from "./mantine-all";

let loading: Promise<void> | undefined;

/**
 * Makes every page's rules apply, once, resolving when they do: the whole of Mantine's styles
 * (mantine-all.ts) and, on a page the server drew, each built sheet it carries cut to its own
 * classes (`<style data-cut-from>`, api/src/pages/page-shell.ts) put back whole in its place. Another
 * page needs rules the first page's cut left out (a product page's size chips after the shop), and
 * the code's loader never fetches the entry's sheet: the page has it, in part.
 */
export function loadFullStyles(doc: Document = document): Promise<void> {
  loading ??= Promise.all([
    loadAllMantineStyles(doc),
    ...Array.from(doc.querySelectorAll<HTMLStyleElement>("style[data-cut-from]"), wholeSheet),
  ]).then(() => undefined);
  return loading;
}

/**
 * The whole sheet where its cut was, so the cascade keeps the built order; the cut goes once the
 * whole applies. A sheet that fails to arrive leaves the cut: the page still works.
 */
function wholeSheet(cut: HTMLStyleElement): Promise<void> {
  return new Promise((resolve) => {
    const link = cut.ownerDocument.createElement("link");
    link.rel = "stylesheet";
    link.crossOrigin = "";
    link.href = cut.dataset.cutFrom ?? "";
    link.onload = () => {
      cut.remove();
      resolve();
    };
    link.onerror = () => {
      link.remove();
      resolve();
    };
    cut.before(link);
  });
}
