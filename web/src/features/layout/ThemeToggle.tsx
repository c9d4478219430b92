import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconMoon, IconSun } from "@tabler/icons-react";

/** Switches between light and dark; Mantine saves the choice under mantine-color-scheme-value. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  // The server cannot know the visitor's scheme, and the browser's first render must draw what the
  // server drew: a neutral label until mounted, then the one that names the next scheme.
  const mounted = useMounted();
  const next = scheme === "dark" ? "light" : "dark";
  const label = mounted ? `Switch to ${next} mode` : "Switch between light and dark mode";

  return (
    <ActionIcon
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
    >
      {/* Both icons, one shown by the scheme theme-init.js set before the first paint. */}
      <IconSun size={20} aria-hidden="true" className="theme-toggle-sun" />
      <IconMoon size={20} aria-hidden="true" className="theme-toggle-moon" />
    </ActionIcon>
  );
}
