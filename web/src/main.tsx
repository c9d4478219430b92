import "./styles/mantine-first-paint.css";
import "./styles.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { createAppRouter } from "./app/create-router";
import { seedInitialData } from "./lib/initial-data";
import { queryClient } from "./lib/trpc";
import { yieldToMain } from "./lib/yield-to-main";
import { loadFullStyles } from "./styles/full-styles";
import { switchOnWebFonts } from "./styles/web-fonts";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const drawn = rootElement.hasChildNodes();

/**
 * Starts the app. Each step is a task of its own: a slow phone's main thread is never held for long
 * in one piece (Lighthouse's total blocking time), and a tap between steps is answered.
 *
 * A function, not top-level await: a route's code loaded during the start imports modules that may
 * share a cycle with this entry, and with top-level await those imports would wait for the entry to
 * finish, which waits for the route's code (the page would never come alive).
 */
async function start(rootElement: HTMLElement, drawn: boolean) {
  await yieldToMain();
  seedInitialData(queryClient);
  await yieldToMain();
  const router = createAppRouter(queryClient);
  await yieldToMain();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (drawn) {
    // The server drew this page (api/src/pages/server-render.ts). The router takes the server's
    // rendering mode, so its tree has the server's shape (no client-only Suspense around the root),
    // and loads the route's code first (its data is already in the cache): the first render then
    // matches the HTML and React adopts it instead of drawing it again.
    router.ssr = { manifest: undefined };
    // The rest of the styles (Mantine's whole sheet, the built sheets whole) come when the visitor
    // first acts (a menu, a dialog) or moves to another page: adding 250 KB of rules restyles the
    // whole page in one long task, which a drawn page does not need to paint or to be adopted.
    for (const type of ["pointerdown", "keydown", "touchstart"]) {
      addEventListener(type, () => void loadFullStyles(), { once: true, capture: true, passive: true });
    }
    try {
      await router.load();
    } catch (error) {
      // A load that fails (the server away) still hydrates: the page then shows what the route shows.
      console.warn("The page's route did not load before hydration.", error);
    }
    // Each move to another page (a history move to another path: a link, back, forward) waits for
    // them before the router loads it, so the next page is never drawn before its rules apply, and
    // its headings take the brand's face, which the first page fetched but did not use. A
    // move within the page (a filter in its search) does not wait: its controls answer at once. Not
    // a root route hook: one there holds back every route's own pending screen ("Checking access...").
    const loadRoute = router.load.bind(router);
    router.load = async (opts) => {
      const anotherPage = router.history.location.pathname !== router.state.location.pathname;
      if (opts?.action && anotherPage) {
        await loadFullStyles();
        switchOnWebFonts();
      }
      return loadRoute(opts);
    };
    await yieldToMain();
    // As a transition: React adopts the page in slices of a few milliseconds instead of one long
    // task. A tap before it ends is not lost: React adopts the tapped part at once and replays it.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    // A page the server does not draw (the portal, private links). It waits for the whole of
    // Mantine's styles, so its first screen is never drawn unstyled; a transition lets React render
    // it in slices, so a slow phone can still react to a tap while it works.
    await loadFullStyles();
    startTransition(() => {
      createRoot(rootElement).render(app);
    });
  }
}

void start(rootElement, drawn);
