import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import classes from "./PageHero.module.css";

/** "Back to Team Packages": the way up from a sport, the rush fees or a sizing guide. */
export function BackToPackages() {
  return (
    <Link to="/team-packages" className={classes.back}>
      <IconArrowLeft size={16} aria-hidden="true" />
      Back to Team Packages
    </Link>
  );
}
