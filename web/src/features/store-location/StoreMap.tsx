import { VisuallyHidden } from "@mantine/core";
import { IconExternalLink, IconMapPin } from "@tabler/icons-react";
import { storeAddressText, storeMapsHref } from "../../data/store-info";
import classes from "./StoreMap.module.css";

/**
 * The store on a map. There is no map provider to embed, so this is a drawn picture of the
 * surrounding streets (tools/artwork/src/store-map.ts); a click opens the address in the
 * visitor's own map app. Nothing is requested from another site until then.
 */
export function StoreMap() {
  return (
    <a href={storeMapsHref} target="_blank" rel="noopener noreferrer" className={classes.map}>
      <img
        className={classes.image}
        src="/images/store-map.svg"
        alt={`Street map of downtown Clanton with the store marked at ${storeAddressText}`}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <span className={classes.cta}>
        <IconMapPin size={16} aria-hidden="true" />
        Open in Maps
        <IconExternalLink size={14} aria-hidden="true" />
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
      </span>
    </a>
  );
}
