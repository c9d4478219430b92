import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { TAX_RETURN_CSV_PATH, TAX_RETURN_PDF_PATH, taxReturnUrl } from "@store/api/contracts";
import { IconFileSpreadsheet, IconFileTypePdf } from "@tabler/icons-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { ExemptOrdersTable, JurisdictionTables, PlacesTable } from "./ReturnTables";
import { lastMonth, monthChoices, monthWords, taxReturnSearch, useTaxReturn } from "./tax-return-data";

/**
 * The monthly sales-tax return (/admin/tax/returns): the figures staff copy onto the Department
 * of Revenue's form, per place and jurisdiction, the exempt orders with their documents, and the
 * same return as CSV and PDF.
 */
export function TaxReturnScreen() {
  const chosen = taxReturnSearch.read(useSearch({ from: "/admin/_portal/tax_/returns" })).month;
  const month = chosen ?? lastMonth();
  const navigate = useNavigate();
  const taxReturn = useTaxReturn(month);
  const choices = monthChoices().map((m) => ({ value: m, label: monthWords(m) }));
  const setMonth = (next: string) =>
    void navigate({
      to: "/admin/tax/returns",
      search: { month: next === lastMonth() ? undefined : next },
      resetScroll: false,
    });
  const r = taxReturn.data;

  return (
    <>
      <PageHeader
        title={adminScreens.taxReturns.label}
        description={adminScreens.taxReturns.description}
        actions={
          <>
            <Button
              component="a"
              href={taxReturnUrl(TAX_RETURN_CSV_PATH, month)}
              download
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
            >
              Download CSV
            </Button>
            <Button
              component="a"
              href={taxReturnUrl(TAX_RETURN_PDF_PATH, month)}
              download
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            >
              Download PDF
            </Button>
          </>
        }
      />
      <Group mb="lg" align="flex-end">
        <Select
          label="Month"
          data={choices}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={220}
          comboboxProps={{ withinPortal: true }}
        />
        {r && (
          <Text size="sm" c="dimmed" pb={8}>
            Orders placed {r.first_day} to {r.last_day}, store time (Central); cancelled orders left out.
          </Text>
        )}
      </Group>
      {r ? (
        <Stack gap="xl" aria-busy={taxReturn.isFetching}>
          <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
            <Title order={2} fz="lg" mb="sm">
              Sales by place, {monthWords(r.month)}
            </Title>
            {r.places.length === 0 ? (
              <Text c="dimmed">No orders were placed this month.</Text>
            ) : (
              <PlacesTable r={r} />
            )}
            <Text size="sm" c="dimmed" mt="sm">
              Gross sales are the goods and delivery before tax. Exempt sales are exempt orders whole and
              clothing free of the state's tax on a holiday weekend; taxable sales are the rest.
            </Text>
          </Paper>
          {r.places.length > 0 && (
            <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
              <Title order={2} fz="lg" mb="sm">
                Tax by jurisdiction
              </Title>
              <JurisdictionTables r={r} />
            </Paper>
          )}
          <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
            <Title order={2} fz="lg" mb="sm">
              Exempt orders
            </Title>
            <ExemptOrdersTable r={r} />
          </Paper>
          <Alert color="blue" variant="light" title="Before you file">
            Check each rate against the Alabama Department of Revenue's rate table for the month you file.
          </Alert>
        </Stack>
      ) : taxReturn.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the tax return", taxReturn.error)}
          retryLabel="Try Again"
          onRetry={() => void taxReturn.refetch()}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading the tax return">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      )}
    </>
  );
}
