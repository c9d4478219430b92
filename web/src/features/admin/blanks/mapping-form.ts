import type { ProductBlanksDto, StyleMatchDto } from "@store/api/contracts";

// The mapping form's rows, kept apart from the screen: plain functions the unit test runs.

export interface SizeRow {
  size: string;
  sku: string;
  cost: string;
}

export interface MappingValues {
  supplier_id: string;
  style_number: string;
  color_name: string;
  rows: SizeRow[];
}

/** The form's starting values from what is stored. */
export function mappingValues(stored: ProductBlanksDto): MappingValues {
  return {
    supplier_id: stored.supplier?.id ?? "",
    style_number: stored.style_number ?? "",
    color_name: stored.color_name ?? "",
    rows: stored.sizes.map(({ size, blank }) => ({
      size,
      sku: blank?.sku ?? "",
      cost: blank ? blank.cost.toFixed(2) : "",
    })),
  };
}

/**
 * The rows after "Fill from style list": each size the list has a row for takes its SKU and cost;
 * the others keep what staff typed. Answers the rows and how many sizes were filled.
 */
export function fillRows(rows: SizeRow[], match: StyleMatchDto): { rows: SizeRow[]; filled: number } {
  let filled = 0;
  const next = rows.map((row) => {
    const found = match.sizes.find((s) => s.size === row.size);
    if (!found?.sku || found.cost === null) return row;
    filled += 1;
    return { ...row, sku: found.sku, cost: found.cost.toFixed(2) };
  });
  return { rows: next, filled };
}

/** The body the server takes: sizes with no SKU typed are left unmapped. */
export function mappingBody(values: MappingValues) {
  return {
    supplier_id: values.supplier_id,
    style_number: values.style_number,
    color_name: values.color_name,
    sizes: values.rows
      .filter((row) => row.sku.trim() !== "" || row.cost.trim() !== "")
      .map((row) => ({ size: row.size, sku: row.sku, cost: row.cost.trim().replace(/^\$/, "") })),
  };
}

/** How a size reads on the form ("One size" for a one-size product). */
export const sizeWords = (size: string) => (size === "" ? "One size" : size);
