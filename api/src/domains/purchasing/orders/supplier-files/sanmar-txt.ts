// SanMar's FTP order files, written from SanMar's public "Purchase Order Integration Guide" (the
// FTP flat-file chapter; versions 2018-2021 read, fields as in its later issues): three
// comma-delimited ASCII files named MM-DD-YYYY-<batch><File>.txt, uploaded CustInfo and Details to
// the In folder first, then Release to the Release folder.
//   CustInfo.txt  PONUM,ADDRESS_1,ADDRESS_2,CITY,STATE,ZIP_CODE,SHIP_METHOD,SHIP_TO_EMAIL,RESIDENCE,
//                 then the guide example's optional columns (two empty, CO_NAME, one empty, ATTENTION)
//   Details.txt   PONUM,INVENTORY_KEY,QTY,SIZE_INDEX (WHSE_NO left off: only for warehouse selection)
//   Release.txt   PONUM
// No commas inside values (the guide forbids them; we drop them) and street words abbreviated.
// SanMar's lines name INVENTORY_KEY and SIZE_INDEX (from its EPDD product file), not a SKU: a SanMar
// blank's SKU is therefore mapped as "<inventory key>-<size index>" (e.g. "1003-3"); a line mapped
// otherwise is refused with what to fix. Not confirmed from the public guide: the line ending (we
// write CRLF), the meaning of the example's unnamed optional columns, and the batch number (we write
// 1: one purchase order per upload). A person confirms the files with the SanMar rep (SanMar
// tests each new integration with a test PO) before the first real order.
import { STORE_TIME_ZONE, storeContact, storeLocation } from "@store/db/catalogue";
import { AppError } from "../../../../errors/app-error";
import type { SupplierFileAdapter, SupplierFileOrder } from "./types";

const CRLF = "\r\n";
const field = (value: string) => value.replaceAll(",", " ").replace(/\s+/g, " ").trim();
const abbreviations: [RegExp, string][] = [
  [/\bStreet\b/i, "ST"],
  [/\bAvenue\b/i, "AVE"],
  [/\bRoad\b/i, "RD"],
  [/\bDrive\b/i, "DR"],
  [/\bBoulevard\b/i, "BLVD"],
  [/\bSuite\b/i, "STE"],
];
const streetLine = (street: string) =>
  abbreviations.reduce((s, [word, short]) => s.replace(word, short), street).toUpperCase();

/** "1003-3" → inventory key 1003, size index 3; anything else is not a SanMar line. */
export const sanmarKeys = (sku: string) => {
  const match = /^\s*(\d{1,6})\s*[-/:]\s*(\d{1,11})\s*$/.exec(sku);
  return match ? { inventoryKey: match[1] as string, sizeIndex: match[2] as string } : null;
};

/** MM-DD-YYYY in the store's time zone, as SanMar's file names begin. */
const fileDay = (date: Date) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: STORE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")}-${part("day")}-${part("year")}`;
};

export function sanmarFiles(order: SupplierFileOrder, batch = 1) {
  const unreadable = order.lines.filter((l) => !sanmarKeys(l.sku));
  if (unreadable.length > 0)
    throw AppError.conflict(
      `SanMar's order file needs each line's SKU as "inventory key-size index" (e.g. 1003-3, from SanMar's product data): fix ${unreadable
        .map((l) => `${l.styleNumber} ${l.colorName} ${l.size || "one size"} (SKU ${l.sku})`)
        .join(", ")} in Blanks, or download the CSV instead.`,
    );
  const po = field(order.poNumber);
  const { street, city, state, zip } = storeLocation.address;
  const custInfo = [
    po,
    field(streetLine(street)),
    "",
    field(city.toUpperCase()),
    state,
    zip,
    "UPS",
    storeContact.email,
    "N",
    "",
    "",
    field(storeLocation.name),
    "",
    po,
  ].join(",");
  const details = order.lines.map((l) => {
    const keys = sanmarKeys(l.sku) as { inventoryKey: string; sizeIndex: string };
    return [po, keys.inventoryKey, String(l.quantity), keys.sizeIndex].join(",");
  });
  const prefix = `${fileDay(order.date)}-${batch}`;
  return {
    custInfo: { name: `${prefix}CustInfo.txt`, text: `${custInfo}${CRLF}` },
    details: { name: `${prefix}Details.txt`, text: details.map((d) => `${d}${CRLF}`).join("") },
    release: { name: `${prefix}Release.txt`, text: `${po}${CRLF}` },
  };
}

export const sanmarTxtAdapter: SupplierFileAdapter = {
  format: "sanmar_txt",
  write: (order) => {
    const files = sanmarFiles(order);
    return [files.custInfo, files.details, files.release].map((f) => ({ ...f, contentType: "text/plain" }));
  },
};
