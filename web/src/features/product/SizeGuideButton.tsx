import { Button } from "@mantine/core";
import { IconRuler2 } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { sizeGuideFor } from "../../data/sizing-charts/size-guide-for";

const SizeGuideDialog = lazy(() => import("./SizeGuideDialog"));

/** "Size guide": opens the chart of this product's garment (tee, hoodie, jersey, pants). */
export function SizeGuideButton({ product }: { product: { name: string; category: string } }) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const guide = sizeGuideFor(product);
  // Focus goes back to the button here: the dialog's own return cannot know it on the opening
  // that mounts it (it is drawn already open, after its code arrives).
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        variant="subtle"
        size="compact-sm"
        px={4}
        leftSection={<IconRuler2 size={16} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        style={{ alignSelf: "flex-start" }}
      >
        Size guide: {guide.chart.title}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
