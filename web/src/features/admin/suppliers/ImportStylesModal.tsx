import { Alert, Button, FileInput, Group, List, Stack, Text } from "@mantine/core";
import type { StyleImportDto, SupplierDto } from "@store/api/contracts";
import { IconAlertCircle, IconCheck, IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import { AdminModal } from "../shared/AdminModal";
import { importedWords, styleFileProblem, uploadStyleList } from "./upload-styles";

/**
 * "Import style list": one CSV of the supplier's styles, colours, sizes, SKUs and costs. All rows or
 * none: a refusal names the line to fix, and nothing is imported.
 */
export function ImportStylesModal({
  supplier,
  onClose,
  onImported,
}: {
  supplier: SupplierDto | null;
  onClose: () => void;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [counts, setCounts] = useState<StyleImportDto>();

  const close = () => {
    setFile(null);
    setProblem(undefined);
    setCounts(undefined);
    onClose();
  };

  const send = async () => {
    if (!supplier) return;
    const early = file ? styleFileProblem(file) : "Choose the style list's CSV file.";
    if (early || !file) {
      setProblem(early);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    const outcome = await uploadStyleList(supplier.id, file);
    setBusy(false);
    if (outcome.ok) {
      setCounts(outcome.counts);
      onImported();
    } else setProblem(outcome.message);
  };

  return (
    <AdminModal
      opened={supplier !== null}
      onClose={close}
      title={`Import style list: ${supplier?.name ?? ""}`}
    >
      <Stack gap="md">
        {counts ? (
          <>
            <Alert color="green" icon={<IconCheck size={18} />} role="status" title="Imported">
              {importedWords(counts)}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                Done
              </Button>
            </Group>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Stack gap="md">
              <Text size="sm">
                A CSV with a header row. Its columns are found by name, as S&amp;S Activewear and SanMar write
                them:
              </Text>
              <List size="sm" spacing={2}>
                <List.Item>style: Style, StyleName, STYLE#</List.Item>
                <List.Item>colour: Color, ColorName, COLOR_NAME</List.Item>
                <List.Item>size: Size, SizeName</List.Item>
                <List.Item>SKU: SKU, UNIQUE_KEY</List.Item>
                <List.Item>cost: CustomerPrice, PIECE_PRICE, Price ($3.12 is fine)</List.Item>
              </List>
              <Text size="sm" c="dimmed">
                SKUs already on the list are updated, new ones added. One bad row refuses the whole file.
              </Text>
              {problem && (
                <Alert
                  color="red"
                  icon={<IconAlertCircle size={18} />}
                  role="alert"
                  title="Nothing was imported"
                >
                  {problem.replace(/^Nothing was imported\.\s*/, "")}
                </Alert>
              )}
              <FileInput
                label="Style list (CSV)"
                accept=".csv,text/csv,.txt"
                leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
                value={file}
                onChange={(next) => {
                  setFile(next);
                  setProblem(undefined);
                }}
                clearable
                clearButtonProps={{ "aria-label": "Remove the chosen file" }}
                withAsterisk
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Import
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </AdminModal>
  );
}
