/** The fixed specifications every stock design shares (spec §2), in display order. */
export const DESIGN_SPECS = [
  { label: "Format", value: "Vector SVG/AI/EPS" },
  { label: "Resolution", value: "High" },
  { label: "Colors", value: "Customizable" },
  { label: "Usage", value: "Commercial License" },
] as const;
