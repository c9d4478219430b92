// Runs before the app: sets the colour scheme Mantine will read, from the saved choice or the system.
(() => {
  let saved = null;
  try {
    saved = window.localStorage.getItem("mantine-color-scheme-value");
  } catch {
    // Storage can be blocked (private mode, policies); fall back to the system preference.
  }
  const scheme =
    saved === "light" || saved === "dark"
      ? saved
      : window.matchMedia?.("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  const root = document.documentElement;
  root.setAttribute("data-mantine-color-scheme", scheme);
  root.classList.toggle("dark", scheme === "dark");
  // Headings wait for the web fonts to be switched on (styles.css, decision 095). A page the browser
  // draws (no #web-fonts: it preloads its heading face) switches them on now, and so does a drawn page
  // when this browser has fetched them before; else it fetches them after its first paint
  // (after-paint/loader.ts) and the visitor's next page shows them.
  let cached = false;
  try {
    cached = Boolean(window.localStorage.getItem("web-fonts-cached"));
  } catch {
    // Storage blocked: a drawn page's fonts come after its first paint, as on a first visit.
  }
  if (cached || !document.getElementById("web-fonts")) root.setAttribute("data-web-fonts", "");
})();
