import { describe, expect, it } from "vitest";
import { designFileName, extensionOf, fileAddresses, numberedFileName, safeCustomerName } from "./downloads";

describe("artwork download names (spec §7)", () => {
  it("replaces every character that is not a letter or digit in the customer's name", () => {
    expect(safeCustomerName("Dana O'Neil-Smith Jr.")).toBe("Dana_O_Neil_Smith_Jr_");
    expect(safeCustomerName("José Núñez")).toBe("Jos__N__ez");
  });

  it("names one file <customer>_design_<today><ext>", () => {
    const now = new Date(2026, 0, 5, 23, 30);
    expect(designFileName("Riley Chen", "/uploads/artwork/abc.PNG", now)).toBe(
      "Riley_Chen_design_2026-01-05.png",
    );
    expect(designFileName("Riley", "/uploads/artwork/abc", now)).toBe("Riley_design_2026-01-05");
  });

  it("names several files <customer>_file_<N><ext>", () => {
    expect(numberedFileName("Riley Chen", "/uploads/artwork/x.pdf", 2)).toBe("Riley_Chen_file_2.pdf");
  });

  it("reads the stored addresses joined by ', ' and each file's extension", () => {
    expect(fileAddresses("/uploads/a.png, /uploads/b.pdf")).toEqual(["/uploads/a.png", "/uploads/b.pdf"]);
    expect(fileAddresses(null)).toEqual([]);
    expect(fileAddresses("")).toEqual([]);
    expect(extensionOf("/uploads/artwork/a.b.jpeg?x=1")).toBe(".jpeg");
    expect(extensionOf("/uploads/.hidden")).toBe("");
  });
});
