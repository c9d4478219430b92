import { Badge, Code, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatDateTime } from "../shared/format";
import type { AuditEntry } from "./AuditList";
import { AuditRecordLink } from "./AuditRecordLink";
import { changedFields } from "./audit-changes";
import { actionMeta } from "./audit-labels";

const wrap = { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } as const;

/** One entry in full: who, when, what, which record, and each field's value before and after. */
export function AuditDetailsModal({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  return (
    <DetailsModal row={entry} onClose={onClose} title="Change Details" size="xl">
      {(entry) => <EntryDetails entry={entry} />}
    </DetailsModal>
  );
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const action = actionMeta(entry.action);
  const fields = changedFields(entry.before, entry.after);
  const showBefore = entry.before !== null;
  const showAfter = entry.after !== null;
  return (
    <Stack gap="md">
      <Text fw={600}>{entry.summary}</Text>
      <AuditRecordLink entry={entry} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailField label="Who">{entry.actor_email}</DetailField>
        <DetailField label="When">{formatDateTime(entry.created_at)}</DetailField>
        <DetailField label="Action">
          <Badge color={action.color} variant="dot">
            {action.label}
          </Badge>
        </DetailField>
        <DetailField label="Record ID">
          <Code fz="sm">{entry.entity_id}</Code>
        </DetailField>
      </SimpleGrid>
      <div>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4} style={{ letterSpacing: "0.05em" }}>
          {showBefore && showAfter ? "What changed" : showAfter ? "Values set" : "Values removed"}
        </Text>
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No field changed.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label="Changed fields">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  {showBefore && <Table.Th>{showAfter ? "Before" : "Value"}</Table.Th>}
                  {showAfter && <Table.Th>{showBefore ? "After" : "Value"}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td>
                      <Code fz="sm">{change.field}</Code>
                    </Table.Td>
                    {showBefore && <Table.Td style={wrap}>{change.before ?? "—"}</Table.Td>}
                    {showAfter && <Table.Td style={wrap}>{change.after ?? "—"}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
    </Stack>
  );
}
