import QRCode from "qrcode";

// Medium error correction: the flyer is photocopied and pinned to boards; a smudge still scans.
const options = { errorCorrectionLevel: "M", margin: 2 } as const;

/** The families' link as an SVG QR code (dark on white, whatever the page's theme). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: "svg", color: { dark: "#000000", light: "#ffffff" } });
}

/** The same code as a PNG, for e-mail: mail readers show PNG where many refuse SVG. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: "png", width: 360 });
}

/** The code's modules (true: dark), row by row, for drawing it as vector squares in a PDF. */
export function qrModules(url: string): boolean[][] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: options.errorCorrectionLevel });
  const rows: boolean[][] = [];
  for (let y = 0; y < modules.size; y++) {
    const row: boolean[] = [];
    for (let x = 0; x < modules.size; x++) row.push(Boolean(modules.get(x, y)));
    rows.push(row);
  }
  return rows;
}
