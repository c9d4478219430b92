import { IconArticleOff } from "@tabler/icons-react";
import { NoMatches } from "../../ui/filters/NoMatches";
import classes from "./blog.module.css";

/** Nothing matches the search and category: say so, and offer the way back to every post. */
export function BlogEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <NoMatches
      icon={<IconArticleOff size={28} aria-hidden="true" />}
      title="No posts found"
      titleOrder={3}
      titleClassName={classes.heading}
      description="Try another search word or choose All Posts."
      onClear={onClear}
    />
  );
}
