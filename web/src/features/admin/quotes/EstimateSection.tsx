import { Alert, Group, Stack, Table, Text } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { extraPlayers, extraPlayersNotice } from "@store/db/catalogue";
import { quoteTaxWords } from "../../orders/tax-words";
import { Section } from "../proofs/Section";
import { formatMoney } from "../shared/format";

/** The price the website worked out from the price list, line by line, and the price quoted. */
export function EstimateSection({ quote }: { quote: QuoteDto }) {
  // The figures the coach read on the form, from the same function.
  const over = extraPlayers(quote.sport, quote.package, quote.players);
  return (
    <Section id="quote-estimate" title="Estimate">
      {over && (
        <Alert color="yellow" mb="sm" data-testid="extra-players">
          {extraPlayersNotice(over, "The")}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder verticalSpacing="xs" aria-label="Estimate lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.estimate_lines.map((line) => (
              <Table.Tr key={`${line.kind}-${line.label}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unit_price)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2} mt="xs" align="flex-end">
        <Text fw={700}>Estimate {formatMoney(quote.estimate)}</Text>
        <Group gap={6}>
          <Text size="sm">Quoted price:</Text>
          <Text size="sm" fw={700}>
            {quote.final_price === null ? "Not sent yet" : formatMoney(quote.final_price)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" data-testid="quote-tax">
          {quoteTaxWords(quote.sales_tax)}
        </Text>
      </Stack>
    </Section>
  );
}
