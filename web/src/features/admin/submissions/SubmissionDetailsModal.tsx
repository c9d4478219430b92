import { Anchor, Badge, Button, Card, Divider, Group, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileTypePdf, IconMail } from "@tabler/icons-react";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatDateTime } from "../shared/format";
import { ArtworkLifeSection } from "./ArtworkLifeSection";
import type { Submission } from "./ArtworkList";
import { designFileName, downloadAllFiles, downloadFile, fileAddresses, isImageAddress } from "./downloads";

const fileLabel = (address: string) => decodeURIComponent(address.split("/").pop() ?? address);

/**
 * Every field of one request and each uploaded file: images previewed, PDFs by name (spec §2);
 * then its status, the proofs sent for it and its history.
 */
export function SubmissionDetailsModal({
  submission,
  onClose,
}: {
  submission: Submission | null;
  onClose: () => void;
}) {
  const files = fileAddresses(submission?.uploaded_design_url);
  const items = (submission?.ordering_items ?? "").split(", ").filter(Boolean);
  return (
    <DetailsModal row={submission} onClose={onClose} title="Submission Details" size="xl">
      {(submission) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Reference">
              <Text fw={700} size="sm" data-testid="artwork-reference">
                {submission.reference}
              </Text>
            </DetailField>
            <DetailField label="Submitted">{formatDateTime(submission.created_at)}</DetailField>
            <DetailField label="Name">{submission.name || "Unknown"}</DetailField>
            <DetailField label="Email">
              <Anchor href={`mailto:${submission.email}`} size="sm" display="inline-flex" style={{ gap: 4 }}>
                <IconMail size={16} aria-hidden="true" style={{ marginTop: 2 }} />
                {submission.email}
              </Anchor>
            </DetailField>
            <DetailField label="Team Name">{submission.team_name}</DetailField>
          </SimpleGrid>
          <DetailField label="Products Interested">{submission.products_interested}</DetailField>
          <DetailField label="Ordering Items">
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                None chosen
              </Text>
            ) : (
              <Group gap={6} mt={4}>
                {items.map((item) => (
                  <Badge key={item} variant="light" radius="sm">
                    {item}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailField>
          <DetailField label="Artwork Details">{submission.artwork_details}</DetailField>
          <div>
            <Group justify="space-between" mb={6}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: "0.05em" }}>
                Uploaded Files ({files.length})
              </Text>
              {files.length > 1 && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden="true" />}
                  onClick={() => void downloadAllFiles(submission.name, files)}
                >
                  Download All
                </Button>
              )}
            </Group>
            {files.length === 0 ? (
              <Text size="sm" c="dimmed">
                No files were uploaded with this request.
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {files.map((address, i) => (
                  <Card key={address} withBorder radius="md" p="xs">
                    {isImageAddress(address) ? (
                      <Image
                        src={address}
                        alt={`Uploaded file ${i + 1} from ${submission.name}`}
                        h={140}
                        fit="contain"
                        radius="sm"
                        className="studio-backdrop"
                      />
                    ) : (
                      <Group h={140} justify="center" gap="xs">
                        <IconFileTypePdf size={40} aria-hidden="true" color="var(--mantine-color-red-7)" />
                      </Group>
                    )}
                    <Group justify="space-between" mt="xs" wrap="nowrap" gap="xs">
                      <Text size="xs" truncate title={fileLabel(address)}>
                        {fileLabel(address)}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-label={`Download file ${i + 1}`}
                        leftSection={<IconDownload size={12} aria-hidden="true" />}
                        onClick={() => void downloadFile(address, designFileName(submission.name, address))}
                      >
                        Download
                      </Button>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </div>
          <Divider />
          <ArtworkLifeSection id={submission.id} />
        </Stack>
      )}
    </DetailsModal>
  );
}
