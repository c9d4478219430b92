import { Button, Popover, SimpleGrid, Text } from "@mantine/core";
import { type ReactElement, useEffect, useRef } from "react";

interface SizePopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The card's "Choose Size" button, which the panel hangs from and returns focus to. */
  target: ReactElement;
  sizes: readonly string[];
  onPick: (size: string) => void;
  /** Put focus back on the button first: it was replaced while the panel's code arrived. */
  focusTarget: boolean;
  /** Called once mounted, to open: the panel remembers what had focus only when it opens. */
  onReady: () => void;
}

/**
 * The small panel of a product's sizes, one button each. Its own module: Mantine's Popover and the
 * floating-position code (~10 KB) arrive with the first "Choose Size", not with the shop.
 */
export default function SizePopover({
  opened,
  onChange,
  target,
  sizes,
  onPick,
  focusTarget,
  onReady,
}: SizePopoverProps) {
  const targetRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    if (focusTarget) targetRef.current?.focus();
    onReady();
  }, [focusTarget, onReady]);

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      width={260}
    >
      <Popover.Target ref={targetRef}>{target}</Popover.Target>
      {/* A dialog named by its button (Popover ties them with aria-labelledby). */}
      <Popover.Dropdown p="sm">
        <Text size="sm" fw={600} mb="xs">
          Choose a size
        </Text>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
          {sizes.map((size) => (
            <Button key={size} variant="default" size="compact-sm" onClick={() => onPick(size)}>
              {size}
            </Button>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
