import { inflateSync } from "node:zlib";

/**
 * A WOFF (1.0) font unpacked to the TrueType/OpenType file it wraps: its tables inflated once,
 * so pdfkit's font reader does not inflate them again for every document it draws.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const pad = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((sum, t) => sum + pad(t.data.length), headerSize);
  const out = Buffer.alloc(size);
  const search = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(search * 16, 6);
  out.writeUInt16BE(Math.log2(search), 8);
  out.writeUInt16BE(count * 16 - search * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad(table.data.length);
  });
  return out;
}
