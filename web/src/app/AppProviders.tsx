import { MantineProvider } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { theme } from "../lib/theme";

/**
 * Marks the page live once React has taken it over (hydrated a drawn page, or drawn the shell) and
 * drawn the updates its first effects asked for (saved choices, screen size): until then a drawn
 * page's buttons are only HTML, and a choice made before that second draw could be drawn over by
 * it. Browser tests wait for the mark after each load. A leaf of its own: its second draw redraws
 * nothing else, where a state above the page would make React finish adopting the page in one
 * long task.
 */
function LiveMark() {
  const mounted = useMounted();
  useEffect(() => {
    if (mounted) document.documentElement.dataset.live = "true";
  }, [mounted]);
  return null;
}

/** What wraps the router on both sides: the theme and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" deduplicateInlineStyles>
      <QueryClientProvider client={queryClient}>
        {children}
        <LiveMark />
      </QueryClientProvider>
    </MantineProvider>
  );
}
