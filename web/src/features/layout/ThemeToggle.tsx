import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";

/** Switches between light and dark; Mantine saves the choice under mantine-color-scheme-value. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
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
      {scheme === "dark" ? (
        <IconSun size={20} aria-hidden="true" />
      ) : (
        <IconMoon size={20} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
