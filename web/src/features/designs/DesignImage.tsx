import type { StockDesign } from "../../data/stock-designs";
import classes from "./designs.module.css";

interface DesignImageProps {
  design: StockDesign;
  /** Pictures in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  /** The one main picture of a page may ask to be fetched first. */
  priority?: boolean;
  onLoad?: () => void;
  imageRef?: React.Ref<HTMLImageElement>;
}

/** A design's mock-up at its 4:3 size, so the page does not shift when it arrives. */
export function DesignImage({ design, eager = false, priority = false, onLoad, imageRef }: DesignImageProps) {
  return (
    <img
      ref={imageRef}
      className={`${classes.image} studio-backdrop`}
      src={design.image_url}
      alt={`${design.name} design mock-up`}
      width={800}
      height={600}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onLoad={onLoad}
    />
  );
}
