import { describe, expect, it } from "vitest";
import { MAX_PROOF_BYTES, proofFileProblem } from "./proof-file";

describe("proof file check", () => {
  it("takes an image or a PDF up to 10 MB", () => {
    expect(proofFileProblem({ type: "image/png", size: 1000 })).toBeUndefined();
    expect(proofFileProblem({ type: "application/pdf", size: MAX_PROOF_BYTES })).toBeUndefined();
  });

  it("refuses no file, other types and files over 10 MB", () => {
    expect(proofFileProblem(null)).toMatch(/Choose the proof file/);
    expect(proofFileProblem({ type: "image/svg+xml", size: 10 })).toMatch(/JPEG, PNG or GIF/);
    expect(proofFileProblem({ type: "image/png", size: MAX_PROOF_BYTES + 1 })).toMatch(/larger than 10 MB/);
  });
});
