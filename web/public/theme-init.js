// Runs before the app: sets the colour scheme Mantine will read, from the saved choice or the system.
(function () {
  var key = "mantine-color-scheme-value";
  var saved = null;
  try {
    saved = window.localStorage.getItem(key);
  } catch (e) {}
  var scheme =
    saved === "light" || saved === "dark"
      ? saved
      : window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  var root = document.documentElement;
  root.setAttribute("data-mantine-color-scheme", scheme);
  root.classList.toggle("dark", scheme === "dark");
})();
