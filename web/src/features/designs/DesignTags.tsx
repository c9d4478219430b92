import { Badge } from "@mantine/core";
import classes from "./designs.module.css";

/** A design's tags as a list of small badges. */
export function DesignTags({ tags, size = "sm" }: { tags: readonly string[]; size?: "sm" | "md" }) {
  return (
    <ul className={classes.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="default" size={size} radius="sm" tt="none" fw={500}>
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
