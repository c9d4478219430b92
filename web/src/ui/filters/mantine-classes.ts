import { theme } from "../../lib/theme";

/**
 * Mantine's own class names and CSS variables for the list pages' fields. The fields draw Mantine's
 * markup themselves so that a list page needs none of Mantine's input code (about 7 KB on the wire,
 * decision 062); Mantine's style sheet does the rest. `plain-fields.test.tsx` renders each field
 * beside the Mantine component it stands for and fails if the markup drifts (a Mantine upgrade).
 */
export const inputClasses = {
  root: "m_46b77525 mantine-InputWrapper-root",
  label: "m_8fdc1311 mantine-InputWrapper-label",
  wrapper: "m_6c018570 mantine-Input-wrapper",
  section: "m_82577fc2 mantine-Input-section",
  input: "m_8fb7ebe7 mantine-Input-input",
} as const;

export const radioClasses = {
  root: "m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root",
  body: "m_5f6e695e mantine-Radio-body",
  inner: "m_89c4f5e4 mantine-Radio-inner",
  radio: "mantine-focus-auto m_8a3dbb89 mantine-Radio-radio",
  icon: "m_f3ed6b2b mantine-Radio-icon",
  labelWrapper: "m_d3ea56bb mantine-Radio-labelWrapper",
  label: "m_8ee546b8 mantine-Radio-label",
} as const;

export const emptyStateClasses = {
  root: "m_7ffcadab mantine-EmptyState-root",
  indicator: "m_866226e6 mantine-EmptyState-indicator",
  body: "m_7ff5666b mantine-EmptyState-body",
  title: "m_7fb28eaf mantine-EmptyState-title",
  description: "m_5f111313 mantine-EmptyState-description",
  actions: "m_65f4fb94 mantine-EmptyState-actions",
} as const;

export const chevronClass = "m_2943220b mantine-ComboboxChevron-chevron";

/** The theme's main colour as Mantine names it in a component's variables. */
export const primaryVar = (part: "filled" | "light" | "light-color" | "outline" | "outline-hover") =>
  `var(--mantine-color-${theme.primaryColor}-${part})`;
