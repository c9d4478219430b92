import { describe, expect, it } from "vitest";
import {
  IMAGE_TOO_LARGE,
  imageFileProblem,
  NOT_AN_IMAGE_FILE,
  readUploadAnswer,
  uploadFailureText,
} from "./upload-image";

const MB = 1024 * 1024;

describe("the browser's image checks (spec §5)", () => {
  it("takes any image/ type up to 10 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 10 * MB })).toBeUndefined();
    expect(imageFileProblem({ type: "image/webp", size: 1 })).toBeUndefined();
  });
  it("refuses other types and larger files in the spec's words", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 1 })).toBe(NOT_AN_IMAGE_FILE);
    expect(imageFileProblem({ type: "", size: 1 })).toBe("Please select an image file");
    expect(imageFileProblem({ type: "image/png", size: 10 * MB + 1 })).toBe(IMAGE_TOO_LARGE);
    expect(IMAGE_TOO_LARGE).toBe("File size must be less than 10MB");
  });
});

describe("the upload's answer", () => {
  it("is stored on any 2xx and otherwise carries the server's message", () => {
    expect(readUploadAnswer(201, "{}")).toEqual({ ok: true, url: undefined });
    expect(readUploadAnswer(201, JSON.stringify({ data: { name: "a.png", url: "/uploads/a.png" } }))).toEqual(
      {
        ok: true,
        url: "/uploads/a.png",
      },
    );
    expect(readUploadAnswer(413, JSON.stringify({ error: "File size must be less than 10MB." }))).toEqual({
      ok: false,
      message: "File size must be less than 10MB.",
    });
    expect(readUploadAnswer(502, "<html>")).toEqual({ ok: false, message: undefined });
  });
  it("reads as the spec's §8 text", () => {
    expect(uploadFailureText("Nope.")).toBe("Error uploading file: Nope.");
    expect(uploadFailureText(undefined)).toBe("Error uploading file");
  });
});
