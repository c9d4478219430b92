import { Text } from "@mantine/core";
import { toParagraphs } from "./format";
import classes from "./post.module.css";

/**
 * The whole article as paragraphs of text. React escapes it, so markup in a post shows as written
 * and never runs: posts are plain text, never HTML.
 */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className={classes.body}>
      {toParagraphs(content).map((paragraph, index) => (
        // Paragraphs have no id of their own and never reorder; the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Text key={index} component="p" className={index === 0 ? classes.lead : classes.paragraph}>
          {paragraph}
        </Text>
      ))}
    </div>
  );
}
