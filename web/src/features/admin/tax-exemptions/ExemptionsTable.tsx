import { Anchor, Button, Table, Text } from "@mantine/core";
import { type ExemptionDto, exemptionKindWords } from "@store/api/contracts";
import { IconCircleCheck, IconFileText } from "@tabler/icons-react";
import { describeFailure } from "../../../lib/api-errors";
import { dayOf } from "../customers/CustomersList";
import { QUIET } from "../customers/CustomerTables";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { ScrollTable } from "../team-stores/ScrollTable";
import { ExemptionStatusBadge } from "./ExemptionStatusBadge";
import { useExemptionRecords } from "./exemption-data";

/**
 * A customer's exemptions: what each is, its number and expiry, its document (opened by staff
 * only, through the API), who checked it, and "Verify" for one awaiting a check.
 */
export function ExemptionsTable({ exemptions }: { exemptions: ExemptionDto[] }) {
  const { verify } = useExemptionRecords();
  if (exemptions.length === 0)
    return (
      <Text size="sm" style={QUIET}>
        No tax exemptions on file. A school buying on a principal's purchase order, a nonprofit with an
        Alabama certificate or a reseller with a resale number is recorded here.
      </Text>
    );
  const check = (e: ExemptionDto) =>
    verify.mutate(
      { id: e.id },
      {
        onSuccess: () => notifySuccess(`${e.organisation}'s exemption is verified.`),
        onError: (error) => notifyFailure(describeFailure("Not verified", error)),
      },
    );
  return (
    <ScrollTable label="Exemptions on file" minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exemptions.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{exemptionKindWords[e.kind]}</Table.Td>
              <Table.Td>{e.organisation}</Table.Td>
              <Table.Td>{e.number}</Table.Td>
              <Table.Td>{e.expires_on ?? "No expiry"}</Table.Td>
              <Table.Td>
                <Anchor
                  href={e.document_url}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  aria-label={`Open the document ${e.document_name}`}
                >
                  <IconFileText size={16} aria-hidden="true" style={{ verticalAlign: "text-bottom" }} />{" "}
                  {e.document_name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ExemptionStatusBadge status={e.status} />
                {e.verified_by && e.verified_at && (
                  <Text size="xs" style={QUIET}>
                    by {e.verified_by}, {dayOf(e.verified_at)}
                  </Text>
                )}
                {e.status === "awaiting check" && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    mt={4}
                    leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
                    onClick={() => check(e)}
                    loading={verify.isPending && verify.variables?.id === e.id}
                    aria-label={`Verify ${e.organisation}'s ${e.number}`}
                  >
                    Verify
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
