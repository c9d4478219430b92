/**
 * Starts a drawn page's code after its first paint (decision 060). The server puts this script,
 * built and inlined (api/src/pages/after-paint.ts), at the end of every drawn page; its text is the
 * same on every page (one hash in the Content-Security-Policy), and what it loads is in its data
 * attributes: `data-entry` (the app's entry), `data-libraries` (the large libraries the entry
 * imports), `data-code` (the page route's own code) and `data-styles` (the route's stylesheets,
 * which the page carries inline).
 *
 * - It waits for the load event and for the browser to report the first contentful paint, then one
 *   more frame (at most 3 s after the first frame, should a picture hang), so the code never
 *   competes with what the page paints first. The load event alone can come before the first paint
 *   is shown when the pictures are at hand, and Lighthouse then counts the code's downloads against
 *   the first paint (simulated FCP 1.5 s instead of 0.85 s in some runs).
 * - It then works in three short tasks, each its own (together they held a phone's main thread
 *   13-17 ms in one):
 *   1. It marks the route's stylesheets as in: disabled links, which the code's loader counts as
 *      loaded and the browser never fetches. Links in the HTML itself would be fetched by the
 *      browser's preload scanner, disabled or not. It asks for the large libraries and the entry
 *      at once, so the downloads run side by side, and starts running the libraries.
 *   2. It asks for the route's own code; the entry's small imports follow as soon as the entry (a
 *      small file) arrives. Asking for all sixty modules by hand cost a slow phone's main thread
 *      15-50 ms in one task.
 *   3. It fetches the page's web fonts, without using them (decisions 094 and 095). A font fetched
 *      before the first paint holds the page's largest paint back by its own round trips
 *      (Lighthouse: LCP 1.45 s with the heading face preloaded, 1.0 s after the paint), and
 *      switching headings to it on the page already shown relays them in one long task (24-62 ms
 *      here, unthrottled). The headings take it at the visitor's first move to another page
 *      (main.tsx), and on the next page load before its first paint (theme-init.js), once this
 *      browser has it.
 * - It runs the large libraries one at a time, each in a task of its own, before the entry: a slow
 *   phone evaluates React, then the router with the data layer, then Mantine, then the app, in short
 *   tasks instead of one long one, and answers a tap in between. A library that fails to arrive is
 *   left to the entry's own import.
 */
{
  const data = (document.currentScript as HTMLScriptElement).dataset;
  const list = (key: string) => (data[key] ?? "").split(" ").filter(Boolean);
  const libraries = list("libraries");
  const entry = data.entry ?? "";
  let started = 0;
  let waitingFor = 2;

  const link = (rel: string, href: string) => {
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    return element;
  };

  const preload = (hrefs: string[]) => {
    for (const href of hrefs) {
      const element = link("modulepreload", href);
      element.crossOrigin = "";
      document.head.append(element);
    }
  };

  const fetchFonts = () => {
    const fonts = document.fonts;
    if (!fonts || document.documentElement.hasAttribute("data-web-fonts")) return;
    fonts.addEventListener(
      "loadingdone",
      () => {
        try {
          localStorage.setItem("web-fonts-cached", "1");
        } catch {}
      },
      { once: true },
    );
    fonts.forEach((face) => {
      if (face.status === "unloaded") face.load().catch(() => {});
    });
  };

  const runLibraries = () =>
    libraries
      .reduce(
        (previous: Promise<unknown>, href) =>
          previous
            .then(() => import(/* @vite-ignore */ href))
            .catch(() => {})
            .then(() => new Promise((next) => setTimeout(next))),
        Promise.resolve(),
      )
      .then(() => import(/* @vite-ignore */ entry));

  const start = () => {
    if (started++) return;
    const steps = [
      () => {
        for (const href of list("styles")) {
          const sheet = link("stylesheet", href);
          sheet.disabled = true;
          document.head.append(sheet);
        }
        preload([...libraries, entry]);
        runLibraries();
      },
      () => preload(list("code")),
      fetchFonts,
    ];
    const next = () => {
      steps.shift()?.();
      if (steps.length) setTimeout(next);
    };
    next();
  };

  const ready = () => --waitingFor || requestAnimationFrame(() => setTimeout(start));
  addEventListener("load", ready);
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        ready();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    ready();
  }
  requestAnimationFrame(() => setTimeout(start, 3000));
}
