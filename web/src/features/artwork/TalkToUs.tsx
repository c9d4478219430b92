import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { emailHref, storeInfo } from "../../data/store-info";
import headings from "./headings.module.css";

/** For the visitor who would rather call or write than fill in a form. */
export function TalkToUs() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="talk-to-us">
      <Title order={2} fz={22} id="talk-to-us" className={headings.heading}>
        Prefer to Talk?
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Our designers are happy to talk through your idea.
      </Text>
      <Stack gap={6} mt="sm">
        <Anchor
          href={storeInfo.phoneHref}
          fw={600}
          display="inline-flex"
          style={{ gap: 8, alignItems: "center" }}
        >
          <IconPhone size={18} aria-hidden="true" />
          {storeInfo.phone}
        </Anchor>
        <Anchor href={emailHref} fw={600} display="inline-flex" style={{ gap: 8, alignItems: "center" }}>
          <IconMail size={18} aria-hidden="true" />
          {storeInfo.email}
        </Anchor>
      </Stack>
    </Paper>
  );
}
