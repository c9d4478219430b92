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
})();
