import { useComputedColorScheme } from "@mantine/core";
import { useLayoutEffect } from "react";

/**
 * Keeps the `dark` class on <html> in step with Mantine's data-mantine-color-scheme, which
 * theme-init.js sets before the first paint; Mantine itself only maintains the attribute.
 */
export function useDarkClass() {
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", scheme === "dark");
  }, [scheme]);
}
