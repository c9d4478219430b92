/**
 * Spread on a Mantine component whose types offer only its <div> (Radio.Indicator, Badge where a
 * polymorphic prop is not typed through a wrapper) to draw it as a <span>: every one of them draws
 * through Box, which takes `component`. For inside a <button> (Radio.Card), which may hold phrasing
 * content only; the component's own class sets its display, so it looks the same.
 */
export const asSpan = { component: "span" } as object;
