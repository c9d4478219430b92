import { Text, Title } from "@mantine/core";
import classes from "./page-banner.module.css";

interface PageBannerProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** How wide the lead may run before it wraps, in pixels. */
  leadWidth: number;
}

/** The navy banner that opens a list page (shop, blog): eyebrow, the page's heading and a line of text. */
export function PageBanner({ eyebrow, title, lead, leadWidth }: PageBannerProps) {
  return (
    <header className={classes.banner}>
      <Text fz="xs" fw={700} className={classes.eyebrow}>
        {eyebrow}
      </Text>
      <Title order={1} fz={{ base: 28, sm: 40 }} mt={4} c="white">
        {title}
      </Title>
      <Text mt={6} fz={{ base: "sm", sm: "md" }} c="navy.0" maw={leadWidth}>
        {lead}
      </Text>
    </header>
  );
}
