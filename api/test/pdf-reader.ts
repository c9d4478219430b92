import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

interface PageFacts {
  size: { width: number; height: number };
  text: string;
}

/** Each page of a PDF as a real reader sees it: its size in points and its text. */
export async function pdfPages(bytes: Buffer): Promise<PageFacts[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: PageFacts[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
    pages.push({ size: { width, height }, text: text.replace(/\s+/g, " ") });
  }
  await pdf.destroy();
  return pages;
}

/** The whole text of a PDF, pages joined. */
export async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPages(bytes)).map((p) => p.text).join(" ");
}
