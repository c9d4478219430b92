import {
  Alert,
  Button,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ProductBlanksDto } from "@store/api/contracts";
import { IconWand } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { AdminModal } from "../shared/AdminModal";
import { ErrorBox } from "../shared/ErrorBox";
import { FormButtons, FormFailure } from "../shared/FormParts";
import { useSupplierChoices } from "../suppliers/suppliers-data";
import { useProductBlanks, useSaveBlanks, useStyleMatch } from "./blanks-data";
import { fillRows, type MappingValues, mappingBody, mappingValues, sizeWords } from "./mapping-form";

/**
 * What one product is made from: a supplier, its style number and colour, then per size the SKU and
 * cost, filled from the supplier's style list or typed. Saved whole; a size left empty is unmapped.
 */
export function BlankMappingModal({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const stored = useProductBlanks(productId);
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <AdminModal
      opened={productId !== null}
      onClose={onClose}
      title={stored.data ? `Blanks: ${stored.data.product.name}` : "Blanks"}
      size="lg"
      fullScreen={phone}
    >
      {stored.data ? (
        <MappingForm key={stored.data.product.id} stored={stored.data} onClose={onClose} />
      ) : stored.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the product's blanks", stored.error)}
          retryLabel="Try Again"
          onRetry={() => void stored.refetch()}
        />
      ) : (
        <Skeleton h={320} aria-busy="true" aria-label="Loading the product's blanks" />
      )}
    </AdminModal>
  );
}

function MappingForm({ stored, onClose }: { stored: ProductBlanksDto; onClose: () => void }) {
  const suppliers = useSupplierChoices();
  const match = useStyleMatch();
  const save = useSaveBlanks();
  const [values, setValues] = useState<MappingValues>(() => mappingValues(stored));
  const [failure, setFailure] = useState<string>();
  const [fillNote, setFillNote] = useState<string>();
  const [filling, setFilling] = useState(false);
  const chosen = suppliers.data?.find((s) => s.value === values.supplier_id);
  const set = (patch: Partial<MappingValues>) => setValues((v) => ({ ...v, ...patch }));
  const setRow = (index: number, patch: { sku?: string; cost?: string }) =>
    setValues((v) => ({ ...v, rows: v.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));

  const fill = async () => {
    setFillNote(undefined);
    if (!values.supplier_id || !values.style_number.trim() || !values.color_name.trim()) {
      setFillNote("Choose the supplier and type the style number and colour first.");
      return;
    }
    setFilling(true);
    try {
      const found = await match({
        id: values.supplier_id,
        style: values.style_number.trim(),
        color: values.color_name.trim(),
        product_id: stored.product.id,
      });
      const { rows, filled } = fillRows(values.rows, found);
      set({ rows, style_number: found.style_number, color_name: found.color_name });
      setFillNote(
        found.rows.length === 0
          ? `${chosen?.label ?? "The supplier"}'s style list has no ${values.style_number} in ${values.color_name}. Check the spelling, or type the SKUs.`
          : `Filled ${filled} of ${rows.length} sizes from the style list${filled < rows.length ? "; type the rest" : ""}.`,
      );
    } catch (error) {
      setFillNote(describeFailure("Error reading the style list", error));
    } finally {
      setFilling(false);
    }
  };

  const submit = async () => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ id: stored.product.id, ...mappingBody(values) });
      onClose();
    } catch (error) {
      setFailure(describeFailure("Error saving the blanks", error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          One supplier, style and colour for the product; a SKU and cost per size. A size left empty stays
          unmapped.
        </Text>
        <FormFailure message={failure} />
        {stored.stale_sizes.length > 0 && (
          <Alert color="yellow" title="Sizes no longer sold">
            {stored.stale_sizes.map(sizeWords).join(", ")} {stored.stale_sizes.length === 1 ? "is" : "are"}{" "}
            mapped but no longer sold; saving drops {stored.stale_sizes.length === 1 ? "it" : "them"}.
          </Alert>
        )}
        <Select
          label="Supplier"
          placeholder={suppliers.data?.length === 0 ? "Add a supplier first" : "Choose a supplier"}
          data={suppliers.data ?? []}
          value={values.supplier_id || null}
          onChange={(next) => set({ supplier_id: next ?? "" })}
          searchable
          withAsterisk
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Style number"
            placeholder="5000"
            withAsterisk
            autoComplete="off"
            value={values.style_number}
            onChange={(e) => set({ style_number: e.currentTarget.value })}
          />
          <TextInput
            label="Colour"
            placeholder="Navy"
            withAsterisk
            autoComplete="off"
            value={values.color_name}
            onChange={(e) => set({ color_name: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group gap="sm" align="center">
          <Button
            variant="light"
            leftSection={<IconWand size={16} aria-hidden="true" />}
            onClick={() => void fill()}
            loading={filling}
            disabled={chosen !== undefined && chosen.styles === 0}
          >
            Fill from style list
          </Button>
          {chosen?.styles === 0 && (
            <Text size="sm" c="dimmed">
              {chosen.label} has no style list imported; type the SKUs.
            </Text>
          )}
        </Group>
        {fillNote && (
          <Text size="sm" role="status">
            {fillNote}
          </Text>
        )}
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb={4}>
            Sizes
          </Text>
          {values.rows.map((row, index) => (
            <Grid key={row.size} gap="xs" align="center">
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <Text fw={500} size="sm">
                  {sizeWords(row.size)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 7, xs: 4 }}>
                <TextInput
                  aria-label={`SKU for ${sizeWords(row.size)}`}
                  placeholder="SKU"
                  autoComplete="off"
                  value={row.sku}
                  onChange={(e) => setRow(index, { sku: e.currentTarget.value })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, xs: 4 }}>
                <TextInput
                  aria-label={`Cost for ${sizeWords(row.size)}`}
                  placeholder="3.12"
                  inputMode="decimal"
                  leftSection="$"
                  value={row.cost}
                  onChange={(e) => setRow(index, { cost: e.currentTarget.value })}
                />
              </Grid.Col>
            </Grid>
          ))}
        </Stack>
        <FormButtons busy={save.isPending} onCancel={onClose} submitLabel="Save blanks" spinner />
      </Stack>
    </form>
  );
}
