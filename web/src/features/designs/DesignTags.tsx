import classes from "./designs.module.css";

/**
 * A design's tags as a list of small badges, drawn by the list's own rules (Mantine's default badge,
 * designs.module.css): as Mantine badges, a page of 21 cards carried 38 KB of their inline variables.
 */
export function DesignTags({ tags, size = "sm" }: { tags: readonly string[]; size?: "sm" | "md" }) {
  return (
    <ul className={classes.tags} data-size={size} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={classes.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
