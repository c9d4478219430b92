import { Button } from "@mantine/core";
import { IconRuler2 } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { garmentGuides, garmentOf } from "../../data/sizing-charts/garment-of";

const SizeGuideDialog = lazy(() => import("./SizeGuideDialog"));

/**
 * "Size guide": opens the chart of this product's garment (tee, hoodie, jersey, pants). The charts
 * come with the dialog's code, on the first opening.
 */
export function SizeGuideButton({ product }: { product: { name: string; category: string } }) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const garment = garmentOf(product);
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
        Size guide: {garmentGuides[garment].title}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SizeGuideDialog product={product} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
