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
  // A drawn page's web fonts wait for its first paint (decision 094, after-paint/loader.ts), unless
  // this browser has fetched them before: then they are at hand and switched on before it.
  try {
    if (window.localStorage.getItem("web-fonts-cached"))
      document.getElementById("web-fonts")?.setAttribute("media", "all");
  } catch {
    // Storage blocked: the fonts come after the first paint, as on a first visit.
  }
})();
