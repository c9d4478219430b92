import type { Database } from "../client";
import { addSupplierStyles, makeSupplier, mapProductBlanks } from "./purchasing-factories";

// The demo's two suppliers, their style lists for the styles the shop uses, and what most seeded
// apparel is made from. Sublimated pieces (made from fabric, not blanks) and equipment stay unmapped,
// and the long-sleeve tee's youth sizes too, so the Blanks screen's "fix first" list shows something.

/** The supplier's size words for the store's sizes. */
const supplierSize: Record<string, string> = {
  "Youth XS": "YXS",
  "Youth S": "YS",
  "Youth M": "YM",
  "Youth L": "YL",
  "Youth XL": "YXL",
  "Adult S": "S",
  "Adult M": "M",
  "Adult L": "L",
  "Adult XL": "XL",
  "Adult XXL": "2XL",
  "Adult 3XL": "3XL",
};

interface DemoBlank {
  slug: string;
  supplier: "ss" | "sanmar";
  style: string;
  color: string;
  /** The adult S cost; bigger sizes cost more, youth sizes less. */
  cost: number;
  /** Sizes left unmapped (a "partly" mapped product). */
  skip?: string[];
}

const demoBlanks: DemoBlank[] = [
  {
    slug: "performance-moisture-wicking-tee",
    supplier: "ss",
    style: "42000",
    color: "Sport Dark Navy",
    cost: 3.12,
  },
  { slug: "a4-cooling-performance-tee", supplier: "ss", style: "N3142", color: "Navy", cost: 3.48 },
  {
    slug: "badger-b-core-long-sleeve-tee",
    supplier: "ss",
    style: "4104",
    color: "Royal",
    cost: 5.96,
    skip: ["Youth XS", "Youth S", "Youth M", "Youth L", "Youth XL"],
  },
  {
    slug: "heavyweight-crewneck-sweatshirt",
    supplier: "ss",
    style: "18000",
    color: "Sport Grey",
    cost: 7.45,
  },
  { slug: "champion-powerblend-crewneck", supplier: "ss", style: "S600", color: "Navy", cost: 13.2 },
  { slug: "badger-performance-fleece-crew", supplier: "ss", style: "1453", color: "Graphite", cost: 14.1 },
  { slug: "champion-powerblend-hoodie", supplier: "ss", style: "S700", color: "Black", cost: 17.85 },
  { slug: "a4-performance-tech-hoodie", supplier: "ss", style: "N4279", color: "Black", cost: 15.4 },
  {
    slug: "pacific-perforated-adjustable-cap",
    supplier: "ss",
    style: "P747",
    color: "Black/White",
    cost: 6.2,
  },
  { slug: "port-co-core-cotton-tee", supplier: "sanmar", style: "PC54", color: "Navy", cost: 2.98 },
  {
    slug: "clanton-hometown-screen-printed-tee",
    supplier: "sanmar",
    style: "PC54",
    color: "Athletic Heather",
    cost: 2.98,
  },
  { slug: "port-co-core-fleece-crewneck", supplier: "sanmar", style: "PC78", color: "Jet Black", cost: 9.1 },
  { slug: "port-co-core-fleece-hoodie", supplier: "sanmar", style: "PC78H", color: "Navy", cost: 11.6 },
  { slug: "richardson-112-trucker-cap", supplier: "sanmar", style: "112", color: "Black/White", cost: 5.5 },
  { slug: "richardson-fitted-team-cap", supplier: "sanmar", style: "PTS20", color: "Navy", cost: 7.25 },
  { slug: "embroidered-cuffed-knit-beanie", supplier: "sanmar", style: "CP90", color: "Navy", cost: 2.4 },
  { slug: "pull-up-baseball-practice-pants", supplier: "ss", style: "N6186", color: "Grey", cost: 10.6 },
];

const costFor = (base: number, size: string) => {
  if (size.startsWith("Youth")) return Math.round(base * 90) / 100;
  if (size === "Adult XXL") return Math.round((base + 2) * 100) / 100;
  if (size === "Adult 3XL") return Math.round((base + 3) * 100) / 100;
  return base;
};

/** Seeds the two suppliers and maps the demo's apparel; answers how many products were mapped. */
export async function seedSuppliers(
  db: Database,
  productOf: (slug: string) => { id: string; sizes: readonly string[] } | undefined,
): Promise<number> {
  const ss = await makeSupplier(db, {
    name: "S&S Activewear",
    accountNumber: "123456",
    repEmail: "orders@ssactivewear.example",
    orderCutoff: "15:00",
    leadDays: 2,
    fileFormat: "ss_json",
  });
  const sanmar = await makeSupplier(db, {
    name: "SanMar",
    accountNumber: "SM-40112",
    repEmail: "rep@sanmar.example",
    orderCutoff: "14:00",
    leadDays: 3,
    fileFormat: "sanmar_txt",
  });
  let sku = 10_000;
  let mapped = 0;
  const styled = new Set<string>();
  for (const blank of demoBlanks) {
    const product = productOf(blank.slug);
    if (!product) continue;
    const supplier = blank.supplier === "ss" ? ss : sanmar;
    const sizes = product.sizes.length > 0 ? product.sizes : [""];
    const skus = new Map<string, string>();
    // SanMar's order files name a piece by inventory key and size index ("1003-3", decision 089).
    const inventoryKey = 1000 + mapped;
    const rows = sizes.map((size, index) => {
      sku += 1;
      const code = blank.supplier === "ss" ? `B${sku}` : `${inventoryKey}-${index + 1}`;
      skus.set(size, code);
      return {
        styleNumber: blank.style,
        colorName: blank.color,
        size: supplierSize[size] ?? "OSFA",
        sku: code,
        cost: costFor(blank.cost, size),
      };
    });
    const styleKey = `${blank.supplier}|${blank.style}|${blank.color}`;
    if (!styled.has(styleKey)) await addSupplierStyles(db, supplier, rows);
    styled.add(styleKey);
    await mapProductBlanks(db, {
      product,
      supplier,
      styleNumber: blank.style,
      colorName: blank.color,
      sizes: sizes.filter((size) => !blank.skip?.includes(size)),
      cost: Object.fromEntries(sizes.map((size) => [size, costFor(blank.cost, size)])),
      sku: (size) => skus.get(size) ?? `${blank.style}-${size}`,
    });
    mapped += 1;
  }
  return mapped;
}
