/** The quick search chunk; importing it early (on hover of the search icon) makes opening instant. */
export const loadQuickSearch = () => import("./QuickSearch");
