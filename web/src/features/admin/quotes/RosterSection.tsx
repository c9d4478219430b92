import { Badge, Button, Group, Table, Text } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { TableHead } from "../../../ui/tables/TableHead";
import { Section } from "../proofs/Section";
import { saveTextFile } from "../proofs/save-text-file";
import { notifyFailure } from "../shared/feedback";
import { playersLabel, rosterSizeCounts } from "./quote-labels";

/** The players with their numbers and sizes, how many of each size, and the roster as a CSV file. */
export function RosterSection({ quote }: { quote: QuoteDto }) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const sizes = rosterSizeCounts(quote.roster);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // Asked fresh each time: the roster file is made by the server from what is saved now.
      const { filename, csv } = await queryClient.fetchQuery({
        ...trpc.quotes.exportRoster.queryOptions({ id: quote.id }),
        staleTime: 0,
      });
      saveTextFile(filename, csv);
    } catch (error) {
      notifyFailure(describeFailure("The roster was not exported", error), "Export failed");
    } finally {
      setExporting(false);
    }
  };

  return (
    <Section id="quote-roster" title={`Roster (${playersLabel(quote.roster.length)})`}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        {sizes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No roster was sent with this request.
          </Text>
        ) : (
          <Group gap={6} aria-label="Sizes" role="list" style={{ flex: "1 1 240px" }}>
            {sizes.map(({ size, count }) => (
              <Badge key={size} role="listitem" variant="default" radius="sm" tt="none">
                {size} × {count}
              </Badge>
            ))}
          </Group>
        )}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          loading={exporting}
          disabled={quote.roster.length === 0}
          onClick={() => void exportCsv()}
        >
          Export roster CSV
        </Button>
      </Group>
      {quote.roster.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label="Roster">
            <TableHead columns={["Name", { label: "Number", ta: "right" }, "Size"]} />
            <Table.Tbody>
              {quote.roster.map((player, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two players may share a name and number
                <Table.Tr key={i}>
                  <Table.Td>{player.name || "—"}</Table.Td>
                  <Table.Td ta="right">{player.number || "—"}</Table.Td>
                  <Table.Td>{player.size || "No size"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
