/**
 * Lets headings name the brand's face from now on (styles.css: until `data-web-fonts` is on <html>,
 * they use the fallback faces). A drawn page fetches the face after its first paint but keeps its
 * headings as they were painted (decision 095); the next page takes it. The theme script sets the
 * same attribute before the first paint when the face is at hand (web/public/theme-init.js).
 */
export function switchOnWebFonts(doc: Document = document): void {
  doc.documentElement.setAttribute("data-web-fonts", "");
}
