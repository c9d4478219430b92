import "@mantine/core/styles.css";
import "./styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { NotFound } from "./features/layout/NotFound";
import { seedInitialData } from "./lib/initial-data";
import { theme } from "./lib/theme";
import { queryClient } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

// Without scroll restoration the router scrolls to the top after every navigation (spec §2: every
// route change scrolls to the top); in-page updates opt out with `resetScroll: false`.
const router = createRouter({
  routeTree,
  scrollRestoration: false,
  defaultPreload: "intent",
  defaultNotFoundComponent: NotFound,
  // Loaders put their data in the query cache; the cache, not the router, decides freshness.
  context: { queryClient },
  defaultPreloadStaleTime: 0,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

seedInitialData();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// A transition lets React render the first screen in slices, so a slow phone can still react
// to a tap while it works instead of freezing for the whole first render.
startTransition(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});
