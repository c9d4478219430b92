import { ActionIcon, type ActionIconProps, type ElementProps } from "@mantine/core";

interface HeaderIconButtonProps extends ActionIconProps, ElementProps<"button", keyof ActionIconProps> {
  /** Loads the code of what the button opens, when it is pointed at or focused, so it opens at once. */
  preload: () => void;
}

/** A round icon button of the header (search, cart) that opens a panel. */
export function HeaderIconButton({ preload, ...props }: HeaderIconButtonProps) {
  return (
    <ActionIcon
      onPointerEnter={preload}
      onFocus={preload}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      {...props}
    />
  );
}
