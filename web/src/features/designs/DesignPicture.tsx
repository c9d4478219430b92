import { Loader, Paper, Text } from "@mantine/core";
import { useCallback, useState } from "react";
import type { StockDesign } from "../../data/stock-designs";
import classes from "./DesignDetail.module.css";
import { DesignImage } from "./DesignImage";
import shared from "./designs.module.css";

/** The detail page's main picture, saying 'Loading design details...' until the mock-up has arrived. */
export function DesignPicture({ design }: { design: StockDesign }) {
  const [loaded, setLoaded] = useState(false);
  // A picture already in the cache may finish before React attaches onLoad.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <Paper withBorder radius="lg" className={classes.picture}>
      <div className={shared.frame}>
        <DesignImage design={design} eager priority imageRef={imageRef} onLoad={() => setLoaded(true)} />
        {!loaded && (
          <div className={classes.loading} role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text fz="sm" fw={500}>
              Loading design details...
            </Text>
          </div>
        )}
      </div>
    </Paper>
  );
}
