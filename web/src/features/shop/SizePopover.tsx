import { Button, Popover, SimpleGrid, Text } from "@mantine/core";
import { type ReactElement, useEffect, useRef } from "react";
import { type SizeOption, sizeNote } from "./size-options";

interface SizePopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The card's "Choose Size" button, which the panel hangs from and returns focus to. */
  target: ReactElement;
  options: readonly SizeOption[];
  onPick: (size: string) => void;
  /** Put focus back on the button first: it was replaced while the panel's code arrived. */
  focusTarget: boolean;
  /** Called once mounted, to open: the panel remembers what had focus only when it opens. */
  onReady: () => void;
}

/**
 * The small panel of a product's sizes, one button each ("+$2.00" under a size that costs more; a
 * sold-out size disabled, saying so). Its own module: Mantine's Popover and the
 * floating-position code (~10 KB) arrive with the first "Choose Size", not with the shop.
 */
export default function SizePopover({
  opened,
  onChange,
  target,
  options,
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
          {options.map((option) => {
            const note = sizeNote(option);
            return (
              <Button
                key={option.size}
                variant="default"
                size="compact-sm"
                h="auto"
                py={4}
                disabled={option.sold_out}
                onClick={() => onPick(option.size)}
                styles={{
                  inner: { height: "100%" },
                  label: {
                    flexDirection: "column",
                    justifyContent: "center",
                    lineHeight: 1.25,
                    whiteSpace: "normal",
                  },
                }}
              >
                {option.size}
                {note && (
                  <Text span size="xs" fw={400}>
                    {note}
                  </Text>
                )}
              </Button>
            );
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
