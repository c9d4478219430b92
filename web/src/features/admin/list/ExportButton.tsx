import { Button } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { listInput } from "./list-search";

/** The CSV export of what the list shows: its search, filters and sort, every page. */
export function ExportButton({ path, search }: { path: string; search: object }) {
  const { page: _p, page_size: _s, ...filter } = listInput(search as Record<string, unknown>);
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return (
    <Button
      component="a"
      href={`${path}${query ? `?${query}` : ""}`}
      download
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
    >
      Export CSV
    </Button>
  );
}
