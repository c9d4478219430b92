import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/** Switches between light and dark; Mantine saves the choice under mantine-color-scheme-value. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // Read after the first render: the server cannot know the visitor's scheme, and the page it drew
  // must be what the browser's first render draws too.
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const next = scheme === "dark" ? "light" : "dark";
  const label = `Switch to ${next} mode`;

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
