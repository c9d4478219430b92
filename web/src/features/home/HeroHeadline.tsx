import classes from "./HeroSlideshow.module.css";
import type { HeroWords } from "./home-content";

/**
 * A slide's words over its middle picture. They are text, not lettering in the picture, so they
 * reflow with the screen instead of being cropped, stay sharp, and are read by screen readers.
 */
export function HeroHeadline({ words }: { words: HeroWords }) {
  return (
    <div className={classes.words} data-tone={words.tone}>
      <p className={classes.eyebrow}>{words.eyebrow}</p>
      <h2 className={classes.headline}>
        <span>{words.lines[0]}</span> <span className={classes.accent}>{words.lines[1]}</span>
      </h2>
      <p className={classes.caption}>{words.caption}</p>
    </div>
  );
}
