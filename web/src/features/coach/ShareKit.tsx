import { Button, CopyButton, Group, Stack, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import type { CoachPage } from "@store/api/contracts";
import { IconPrinter, IconShare } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { CopyStateIcon } from "../../ui/CopyStateIcon";
import { CoachCard } from "./CoachCard";
import classes from "./coach.module.css";

/** Whether this browser has a share sheet; known only after hydration, so the server's page has no button. */
function useCanShare(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => setCan(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);
  return can;
}

/**
 * What the coach passes on to the families: the link to copy or share, its QR code to show at
 * practice, and a flyer to print. The QR code and flyer are drawn by the server behind the coach's link.
 */
export function ShareKit({ page, token }: { page: CoachPage; token: string }) {
  // The router's origin: the site's address on the server that draws the page and in the browser alike.
  const url = `${useRouter().origin}${page.store_path}`;
  const canShare = useCanShare();
  const files = `/api/coach/${encodeURIComponent(token)}`;
  const share = () =>
    void navigator
      .share({
        title: `${page.team_name} team store`,
        text: `Order your ${page.team_name} gear by ${page.closes_in_words}.`,
        url,
      })
      // Closing the sheet without choosing is no failure worth saying anything about.
      .catch(() => undefined);
  return (
    <CoachCard headingId="share-heading">
      <div className={classes.share}>
        <Stack gap="sm" className={classes.shareWords}>
          <Title order={2} size="h3" id="share-heading">
            Share the store with your families
          </Title>
          <Text>Send this link to every family, or let them scan the code at practice.</Text>
          <TextInput
            label="Link for families"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="sm">
            <CopyButton value={url} timeout={2500}>
              {({ copied, copy }) => (
                <>
                  <VisuallyHidden role="status">{copied ? "Link copied" : ""}</VisuallyHidden>
                  <Button
                    onClick={copy}
                    color={copied ? "teal" : undefined}
                    leftSection={<CopyStateIcon copied={copied} size={18} />}
                  >
                    {copied ? "Copied" : "Copy link"}
                  </Button>
                </>
              )}
            </CopyButton>
            {canShare && (
              <Button
                variant="default"
                onClick={share}
                leftSection={<IconShare size={18} aria-hidden="true" />}
              >
                Share
              </Button>
            )}
            <Button
              component="a"
              href={`${files}/flyer.pdf`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
            >
              Print the flyer
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            The flyer has the code, what to order, the close date and pickup: print it or forward it.
          </Text>
        </Stack>
        <img
          className={classes.qr}
          src={`${files}/qr.svg`}
          width={180}
          height={180}
          alt={`QR code of the link for families: ${url}`}
        />
      </div>
    </CoachCard>
  );
}
