import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { type Icon, IconDownload, IconExternalLink, IconMail, IconPhone } from "@tabler/icons-react";
import { Section } from "../proofs/Section";
import { DetailField } from "../shared/DetailField";
import { formatDateTime } from "../shared/format";
import { addOnsLabel, formatDay, sportLabel } from "./quote-labels";

/** What the coach asked for: who, what, when, colours and artwork notes, and the files they sent. */
export function QuoteRequestSection({ quote }: { quote: QuoteDto }) {
  return (
    <Section id="quote-request" title="Request">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Team">{quote.team_name}</DetailField>
        <DetailField label="Contact">{quote.contact_name}</DetailField>
        <DetailField label="Email">
          <Anchor href={`mailto:${quote.email}`} size="sm" display="inline-flex" style={{ gap: 4 }}>
            <IconMail size={16} aria-hidden="true" style={{ marginTop: 2 }} />
            {quote.email}
          </Anchor>
        </DetailField>
        <DetailField label="Phone">
          {quote.phone ? (
            <Anchor href={`tel:${quote.phone}`} size="sm" display="inline-flex" style={{ gap: 4 }}>
              <IconPhone size={16} aria-hidden="true" style={{ marginTop: 2 }} />
              {quote.phone}
            </Anchor>
          ) : (
            "Not given"
          )}
        </DetailField>
        <DetailField label="Sport">{sportLabel(quote.sport)}</DetailField>
        <DetailField label="Package">{quote.package}</DetailField>
        <DetailField label="Add-ons">{addOnsLabel(quote.additional_items)}</DetailField>
        <DetailField label="Rush">
          {quote.rush ? (
            <Badge color="red" variant="dot" radius="sm">
              Rush {quote.rush}
            </Badge>
          ) : (
            "No rush"
          )}
        </DetailField>
        <DetailField label="Needed By">{formatDay(quote.needed_by)}</DetailField>
        <DetailField label="Requested">{formatDateTime(quote.created_at)}</DetailField>
        <DetailField label="Team Colours">{quote.colors || "Not given"}</DetailField>
        <DetailField label="Stock Design">
          {quote.design ? (
            <Anchor href={`/stock-designs/${quote.design}`} target="_blank" rel="noopener" size="sm">
              {quote.design.replace("design-", "Design ")} <IconExternalLink size={12} aria-hidden="true" />
            </Anchor>
          ) : (
            "None chosen"
          )}
        </DetailField>
      </SimpleGrid>
      <Stack gap="md" mt="md">
        <DetailField label="Artwork Notes">{quote.artwork_notes || "None"}</DetailField>
        <DetailField label={`Attached Files (${quote.files.length})`}>
          {quote.files.length === 0 ? (
            "No files were attached."
          ) : (
            <List spacing={4} mt={4} listStyleType="none" p={0}>
              {quote.files.map((file) => (
                <List.Item key={file.url}>
                  <Group gap="sm" wrap="wrap">
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {file.name}
                    </Text>
                    <FileLink url={file.url} name={file.name} verb="Download" icon={IconDownload} />
                    <FileLink url={file.url} name={file.name} verb="Open" icon={IconExternalLink} />
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </DetailField>
      </Stack>
    </Section>
  );
}

/** "Download" saves the file under its name; "Open" shows it in a new tab. Both name it for screen readers. */
function FileLink({
  url,
  name,
  verb,
  icon: LinkIcon,
}: {
  url: string;
  name: string;
  verb: "Download" | "Open";
  icon: Icon;
}) {
  const target = verb === "Download" ? { download: name } : { target: "_blank", rel: "noopener" };
  return (
    <Anchor href={url} {...target} size="sm" display="inline-flex" style={{ gap: 4 }}>
      <LinkIcon size={14} aria-hidden="true" style={{ marginTop: 3 }} />
      {verb}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Anchor>
  );
}
