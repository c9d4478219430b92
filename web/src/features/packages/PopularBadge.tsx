import { Badge, type BadgeProps } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";

const starSize = { sm: 10, lg: 12 } as const;

export interface PopularBadgeProps extends Omit<BadgeProps, "size"> {
  size: keyof typeof starSize;
}

/** "Most Popular": the package the spec marks for each sport, on its card and in the quote form. */
export function PopularBadge({ size, ...props }: PopularBadgeProps) {
  return (
    <Badge
      color="gold.6"
      c="navy.9"
      size={size}
      leftSection={<IconStarFilled size={starSize[size]} aria-hidden="true" />}
      {...props}
    >
      Most Popular
    </Badge>
  );
}
