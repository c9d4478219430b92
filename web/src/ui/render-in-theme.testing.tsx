import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { theme } from "../lib/theme";

/**
 * Renders a part as the app does, inside its MantineProvider (the close buttons and buttons beside
 * the site's own controls are Mantine's), in jsdom, which has no `matchMedia` for the colour scheme.
 */
export function renderInTheme(node: ReactNode) {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return render(
    <MantineProvider theme={theme} forceColorScheme="light">
      {node}
    </MantineProvider>,
  );
}
