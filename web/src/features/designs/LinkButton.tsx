import { Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

type ButtonAnchorProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

/**
 * A Mantine Button that is a router link with typed `to`, `params` and `search`; `component={Link}`
 * loses the route types, so links with params or search go through this.
 */
export const LinkButton = createLink(ButtonAnchor);
