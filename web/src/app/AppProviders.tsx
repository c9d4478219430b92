import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { theme } from "../lib/theme";

/** What wraps the router on both sides: the theme and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Marks the page live once React has taken it over (hydrated a drawn page, or drawn the shell):
  // until then a drawn page's buttons are only HTML. Browser tests wait for it after each load.
  useEffect(() => {
    document.documentElement.dataset.live = "true";
  }, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
