import type { Icon } from "@tabler/icons-react";
import { IconChevronRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { TeamPackageSport } from "../../data/site-pages";
import classes from "./hub.module.css";

interface PackageTileProps {
  /** The sport whose page the tile opens; without one it opens the rush fees. */
  sport?: TeamPackageSport;
  icon: Icon;
  title: string;
  line: string;
  price: string;
}

/** A hub tile: the whole card is one link to a sport's packages (or the rush fees). */
export function PackageTile({ sport, icon: TileIcon, title, line, price }: PackageTileProps) {
  const content = (
    <>
      <span className={classes.tileIcon}>
        <TileIcon size={28} stroke={1.6} aria-hidden="true" />
      </span>
      {/* A <div>, not a <span>: it holds the tile's heading (the link around it may hold blocks). */}
      <div className={classes.tileBody}>
        <h3 className={classes.tileTitle}>{title}</h3>
        <span className={classes.tileLine}>{line}</span>
        <span className={classes.tilePrice}>{price}</span>
      </div>
      <IconChevronRight size={20} className={classes.tileArrow} aria-hidden="true" />
    </>
  );
  return sport ? (
    <Link to="/team-packages/$sport" params={{ sport }} className={classes.tile}>
      {content}
    </Link>
  ) : (
    // The rush-fee tile is about speed, not a sport, and looks it.
    <Link to="/team-packages/rush-fees" className={classes.rushTile}>
      {content}
    </Link>
  );
}
