import { Button, type ButtonProps } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

export type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<"a">, keyof ButtonProps>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

/**
 * A Mantine button that is a router link. `<Button component={Link}>` loses the router's types, so
 * `search` and `params` would go unchecked; this keeps them checked against the route.
 */
export const ButtonLink = createLink(ButtonAnchor);

type GoldAnchorProps = ButtonAnchorProps & { icon?: Icon };

/** The site's call to action: navy words on gold, its icon (20 px on a large button, else 18) first. */
function GoldAnchor({ icon: ActionIcon, ...props }: GoldAnchorProps) {
  return (
    <Button
      component="a"
      color="gold.5"
      c="navy.9"
      leftSection={ActionIcon && <ActionIcon size={props.size === "lg" ? 20 : 18} aria-hidden="true" />}
      {...props}
    />
  );
}

/** A gold call-to-action button that is a router link (typed like `ButtonLink`). */
export const GoldButtonLink = createLink(GoldAnchor);
