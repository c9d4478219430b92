import { Button, Group } from "@mantine/core";
import { IconClipboardText, IconFileSpreadsheet } from "@tabler/icons-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import classes from "./quote.module.css";
import { FailureAlert, RosterReport } from "./quote-notices";
import type { ImportReport, RosterEditRow } from "./roster-edit";

/** The paste dialog (a modal, its focus trap and scroll lock) arrives on the first opening. */
const RosterPasteDialog = lazy(() =>
  import("./RosterPasteDialog").then((m) => ({ default: m.RosterPasteDialog })),
);

/** The roster parser (zod and papaparse) arrives when the coach reaches for an import. */
const rosterReader = onDemand(() => import("./roster-import-read"));

// A module that failed to download stays failed in the browser until the page is reloaded.
const READER_MISSING =
  "The roster reader could not be loaded. Check your connection and reload the page, or add the players by hand.";

interface RosterImportProps {
  rows: RosterEditRow[];
  onChange: (rows: RosterEditRow[]) => void;
  disabled: boolean;
}

/** A CSV export is a few kilobytes; anything much larger is not a roster. */
const MAX_CSV_BYTES = 512 * 1024;

/**
 * 'Paste from a spreadsheet' and 'Upload CSV': both read the text with the server's parser, add
 * the players it understood and list every line it did not, by line number, until dismissed.
 */
export function RosterImport({ rows, onChange, disabled }: RosterImportProps) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so closing animates and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const pasteButton = useRef<HTMLButtonElement>(null);
  const [pasted, setPasted] = useState("");
  const [result, setResult] = useState<{ source: string; text: string; report: ImportReport } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const fileInput = useId();

  /** Adds what the text holds and reports it; false when the parser could not be fetched. */
  const read = async (text: string, source: string) => {
    const reader = await rosterReader.load();
    if (!reader) return false;
    const next = reader.importRoster(rows, text);
    onChange(next.rows);
    setResult({ source, text, report: next.report });
    return true;
  };

  const openPaste = () => {
    rosterReader.prefetch();
    setPasteError(null);
    setWanted(true);
    setOpened(true);
  };

  // Focus goes back to the button here: the dialog's own return cannot know it on the opening that
  // mounts it (it is drawn already open, after its code arrives).
  const closePaste = () => {
    setOpened(false);
    pasteButton.current?.focus();
  };

  const addPasted = async () => {
    // What was pasted stays in the box until it has been read, to copy elsewhere if need be.
    if (!(await read(pasted, "Pasted roster"))) return setPasteError(READER_MISSING);
    setPasted("");
    closePaste();
  };

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFileError(`"${file.name}" is too large for a roster. Save the roster sheet alone as CSV.`);
      return;
    }
    try {
      if (!(await read(await file.text(), file.name))) setFileError(READER_MISSING);
    } catch {
      setFileError(`"${file.name}" could not be read. Save it as CSV and try again.`);
    }
  };

  return (
    <>
      <Group gap="sm" mb="sm">
        <Button
          ref={pasteButton}
          variant="default"
          leftSection={<IconClipboardText size={16} aria-hidden="true" />}
          onClick={openPaste}
          onPointerEnter={rosterReader.prefetch}
          disabled={disabled}
        >
          Paste from a spreadsheet
        </Button>
        <input
          id={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className={classes.hiddenInput}
          disabled={disabled}
          onFocus={rosterReader.prefetch}
          onClick={rosterReader.prefetch}
          onChange={(event) => {
            const input = event.currentTarget;
            void readFile(input.files?.[0]);
            // Cleared so that choosing the same file again, once fixed, reads it again.
            input.value = "";
          }}
        />
        <Button
          component="label"
          htmlFor={fileInput}
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          data-disabled={disabled || undefined}
          className={classes.csvButton}
          onPointerEnter={rosterReader.prefetch}
        >
          Upload CSV
        </Button>
      </Group>

      {fileError && (
        <Suspense fallback={null}>
          <FailureAlert mb="sm">{fileError}</FailureAlert>
        </Suspense>
      )}

      {result && (
        <Suspense fallback={null}>
          <RosterReport result={result} onClose={() => setResult(null)} />
        </Suspense>
      )}

      {wanted && (
        <Suspense fallback={null}>
          <RosterPasteDialog
            opened={opened}
            onClose={closePaste}
            pasted={pasted}
            onPasted={setPasted}
            error={pasteError}
            onAdd={() => void addPasted()}
          />
        </Suspense>
      )}
    </>
  );
}
