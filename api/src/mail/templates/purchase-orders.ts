import { storeAddressText, storeContact, storeLocation } from "@store/db/catalogue";
import { escapeHtml } from "./escape";
import {
  factList,
  htmlEmail,
  htmlParagraph,
  oneLine,
  type RenderedEmail,
  STORE_NAME,
  textEmail,
} from "./layout";

export interface PurchaseOrderEmailFacts {
  poNumber: string;
  supplierName: string;
  accountNumber: string | null;
  note: string | null;
  lines: {
    styleNumber: string;
    colorName: string;
    size: string;
    sku: string;
    quantity: number;
    unitCost: number;
  }[];
  total: string;
  /** The supplier file's name and text, when it is text a rep can read (the CSV, S&S's JSON). */
  fileName: string;
}

const money = (n: number) => `$${n.toFixed(2)}`;

/**
 * The purchase order as e-mailed to the supplier's rep. The outbox sends text and HTML only (no
 * attachments, decision 089): the whole order is in the body, lines by style, colour and size with
 * SKU, quantity and cost, and the ship-to; staff download the PDF and the supplier file from the
 * purchase order's page when the rep asks for them.
 */
export function purchaseOrderEmail(po: PurchaseOrderEmailFacts): RenderedEmail {
  const intro = `Please enter purchase order ${po.poNumber} from ${STORE_NAME} and confirm it to ${storeContact.email}.`;
  const facts = factList([
    ["Purchase order", po.poNumber],
    ["Account number", po.accountNumber ?? "(not on file)"],
    ["Ship to", `${storeLocation.name}, ${storeAddressText}`],
    ["Pieces", String(po.lines.reduce((s, l) => s + l.quantity, 0))],
    ["Total", po.total],
  ]);
  const lineText = po.lines.map(
    (l) =>
      `${l.styleNumber} · ${l.colorName} · ${l.size || "one size"} · SKU ${l.sku} · qty ${l.quantity} × ${money(l.unitCost)}`,
  );
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #dddddd"';
  const rows = po.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.styleNumber)}</td><td ${cell}>${escapeHtml(l.colorName)}</td><td ${cell}>${escapeHtml(l.size || "one size")}</td><td ${cell}>${escapeHtml(l.sku)}</td><td ${cell} align="right">${l.quantity}</td><td ${cell} align="right">${money(l.unitCost)}</td></tr>`,
    )
    .join("\n");
  const head = ["Style", "Colour", "Size", "SKU", "Qty", "Unit cost"]
    .map((h) => `<th align="left" ${cell}>${h}</th>`)
    .join("");
  const table = `<table style="border-collapse:collapse;margin:0 0 16px;font-size:13px"><tr>${head}</tr>\n${rows}\n</table>`;
  const note = po.note ? [`Note: ${po.note}`] : [];
  return {
    subject: oneLine(`Purchase order ${po.poNumber} from ${STORE_NAME}`),
    text: textEmail([intro, "", ...facts.text, ...note, "", ...lineText]),
    html: htmlEmail(
      `Purchase order ${po.poNumber}`,
      [htmlParagraph(intro), facts.html, ...(po.note ? [htmlParagraph(`Note: ${po.note}`)] : []), table].join(
        "\n",
      ),
    ),
  };
}
