import "@mantine/core/styles.css";
import "./styles.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { createAppRouter } from "./app/create-router";
import { seedInitialData } from "./lib/initial-data";
import { queryClient } from "./lib/trpc";

seedInitialData(queryClient);
const router = createAppRouter(queryClient);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (rootElement.hasChildNodes()) {
  // The server drew this page (api/src/http/server-render.ts). The router takes the server's
  // rendering mode, so its tree has the server's shape (no client-only Suspense around the root),
  // and loads the route's code first (its data is already in the cache): the first render then
  // matches the HTML and React adopts it instead of drawing it again.
  router.ssr = { manifest: undefined };
  // A load that fails (the server away) still hydrates: the page then shows what the route shows.
  void router
    .load()
    .catch((error: unknown) => console.warn("The page's route did not load before hydration.", error))
    // Whole, not as a transition: measured the same in Lighthouse, and the page is ready before
    // any input is handled.
    .then(() => hydrateRoot(rootElement, app));
} else {
  // A page the server does not draw (the portal, private links). A transition lets React render
  // the first screen in slices, so a slow phone can still react to a tap while it works.
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}
