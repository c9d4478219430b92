import SVGtoPDF from "svg-to-pdfkit";

/** The few pdfkit internals a reusable drawing needs (pdfkit has no public API for form XObjects). */
interface PdfInternals {
  addContent(data: string): unknown;
  ref(data: Record<string, unknown>): { end(data?: string): void };
  page: { xobjects: Record<string, unknown>; ext_gstates: Record<string, unknown> };
}

interface Stamp {
  name: string;
  form: unknown;
}
const stamps = new WeakMap<PDFKit.PDFDocument, Map<number, Stamp>>();

/**
 * Draws an SVG as a stamp: converted by svg-to-pdfkit once per document into a form XObject,
 * then placed on each page with one operator. Drawing the logo anew on every page cost about a
 * fifth of a 100-order batch's time and repeated its paths on every page of the file.
 */
export function stampSvg(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const inner = doc as unknown as PdfInternals;
  const byWidth = stamps.get(doc) ?? new Map<number, Stamp>();
  stamps.set(doc, byWidth);
  let stamp = byWidth.get(width);
  if (!stamp) {
    stamp = makeStamp(doc, inner, svg, width, height, `Stamp${byWidth.size + 1}`);
    byWidth.set(width, stamp);
  }
  inner.page.xobjects[stamp.name] = stamp.form;
  inner.addContent(`q 1 0 0 1 ${x} ${y} cm /${stamp.name} Do Q`);
}

function makeStamp(
  doc: PDFKit.PDFDocument,
  inner: PdfInternals,
  svg: string,
  width: number,
  height: number,
  name: string,
): Stamp {
  // The operators svg-to-pdfkit writes are caught (not drawn on the page) and become the form's.
  const ops: string[] = [];
  inner.addContent = (data: string) => {
    ops.push(data);
    return doc;
  };
  try {
    SVGtoPDF(doc, svg, 0, 0, { width, height, assumePt: true });
  } finally {
    // The own property goes; the prototype's method is back.
    delete (inner as Partial<PdfInternals>).addContent;
  }
  // Opacity states it registered live on the page: the form names them in its own resources.
  const form = inner.ref({
    Type: "XObject",
    Subtype: "Form",
    FormType: 1,
    BBox: [0, 0, width, height],
    Resources: { ProcSet: ["PDF"], ExtGState: { ...inner.page.ext_gstates } },
  });
  form.end(ops.join("\n"));
  return { name, form };
}
