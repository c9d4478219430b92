import { Anchor, type AnchorProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

type AnchorElementProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));

/** A Mantine Anchor that is a router link with typed `to`, `params` and `search`. */
export const AnchorLink = createLink(MantineAnchor);
