import { Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<"a">, keyof ButtonProps>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

/**
 * A Mantine button that is a router link. `<Button component={Link}>` loses the router's types, so
 * `search` and `params` would go unchecked; this keeps them checked against the route.
 */
export const ButtonLink = createLink(ButtonAnchor);
