import classes from "./store-picture.module.css";

/**
 * The store's own picture (the team's logo, or the approved proof of its quote) beside its name:
 * each team's store looks like that team's. Nothing is drawn when the store has none.
 */
export function StorePicture({
  url,
  teamName,
  size = 96,
}: {
  url: string | null;
  teamName: string;
  size?: number;
}) {
  if (!url) return null;
  return (
    <img
      className={classes.picture}
      src={url}
      alt={`${teamName} team logo`}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      data-testid="store-picture"
    />
  );
}
