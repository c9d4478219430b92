import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { StockDesign } from "../../data/stock-designs";
import { designFileName } from "./design-filters";
import { downloadDesignFile } from "./download-design";

/**
 * 'Download Design': saves the design's vector file under a readable name. It is a real link with a
 * download attribute, so it also works before the script runs or with scripts off.
 */
export function DownloadDesignButton({ design }: { design: StockDesign }) {
  const [busy, setBusy] = useState(false);
  const fileName = designFileName(design);
  return (
    <Button
      component="a"
      href={design.image_url}
      download={fileName}
      size="md"
      loading={busy}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={async (event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          await downloadDesignFile(design.image_url, fileName);
        } finally {
          setBusy(false);
        }
      }}
    >
      Download Design
    </Button>
  );
}
