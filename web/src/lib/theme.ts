import { createTheme, type MantineColorsTuple } from "@mantine/core";

// Navy and gold: the store's team colours.
const navy: MantineColorsTuple = [
  "#eaf1fb",
  "#d3def0",
  "#a4bbe2",
  "#7296d4",
  "#4977c8",
  "#3064c1",
  "#225abf",
  "#144aa9",
  "#0b4198",
  "#0b2545",
];
const gold: MantineColorsTuple = [
  "#fff8e1",
  "#ffefcc",
  "#ffdd9b",
  "#ffca64",
  "#ffba38",
  "#ffb01b",
  "#f2a900",
  "#e39500",
  "#ca8400",
  "#af7100",
];

export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 5 },
  colors: { navy, gold },
  // Body text in each device's own interface face (no download); headings in the shipped Oswald,
  // once the page switches its web fonts on (styles.css names the same list without it until then).
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "Oswald, 'Arial Narrow', system-ui, sans-serif", fontWeight: "600" },
  defaultRadius: "md",
  // Modals, menus and drawers appear without sliding or fading for people who ask for less motion.
  respectReducedMotion: true,
  // Every notice on the site is the light kind with the default corners, so no screen repeats them.
  // A plain object, not Alert.extend(): that would bring the Alert component to every page.
  components: { Alert: { defaultProps: { variant: "light", radius: "md" } } },
});
