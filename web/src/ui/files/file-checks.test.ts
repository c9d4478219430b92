import { MAX_FILE_BYTES } from "@store/api/contracts";
import { describe, expect, it } from "vitest";
import {
  addFiles,
  contentProblem,
  fileProblem,
  isAcceptedType,
  isImage,
  removeFirstMessage,
  unreadableMessage,
} from "./file-checks";

const file = (name: string, type: string, size = 1000, lastModified = 1) => ({
  name,
  type,
  size,
  lastModified,
});

describe("fileProblem", () => {
  it("accepts JPEG, JPG, PNG, GIF and PDF up to 10 MB", () => {
    expect(fileProblem(file("logo.jpg", "image/jpeg"))).toBeNull();
    expect(fileProblem(file("logo.jpeg", "image/jpeg"))).toBeNull();
    expect(fileProblem(file("logo.png", "image/png", MAX_FILE_BYTES))).toBeNull();
    expect(fileProblem(file("anim.gif", "image/gif"))).toBeNull();
    expect(fileProblem(file("brief.pdf", "application/pdf"))).toBeNull();
  });

  it("refuses a file over 10 MB in the spec's words", () => {
    expect(fileProblem(file("huge.png", "image/png", MAX_FILE_BYTES + 1))).toBe(
      'File "huge.png" is too large. Max size is 10MB.',
    );
  });

  it("refuses other types in the spec's words", () => {
    const message =
      'File "notes.txt" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.';
    expect(fileProblem(file("notes.txt", "text/plain"))).toBe(message);
    expect(fileProblem(file("logo.svg", "image/svg+xml"))).toBe(
      'File "logo.svg" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.',
    );
    expect(fileProblem(file("photo.webp", "image/webp"))).toContain("unsupported type");
  });

  it("checks the size first, as the server does", () => {
    expect(fileProblem(file("movie.mp4", "video/mp4", MAX_FILE_BYTES + 1))).toBe(
      'File "movie.mp4" is too large. Max size is 10MB.',
    );
  });
});

describe("isAcceptedType / isImage", () => {
  it("judges a file with no type by its name", () => {
    expect(isAcceptedType(file("LOGO.PNG", ""))).toBe(true);
    expect(isAcceptedType(file("design.ai", ""))).toBe(false);
    expect(isAcceptedType(file("no-extension", ""))).toBe(false);
  });

  it("previews pictures but not PDFs or refused files", () => {
    expect(isImage(file("logo.png", "image/png"))).toBe(true);
    expect(isImage(file("logo.JPG", ""))).toBe(true);
    expect(isImage(file("brief.pdf", "application/pdf"))).toBe(false);
    expect(isImage(file("logo.svg", "image/svg+xml"))).toBe(false);
  });
});

describe("addFiles", () => {
  it("skips rejected files, keeps the rest and says why for each rejected one", () => {
    const good = file("logo.png", "image/png");
    const big = file("big.png", "image/png", MAX_FILE_BYTES + 1);
    const text = file("notes.txt", "text/plain");
    const pdf = file("brief.pdf", "application/pdf");
    const result = addFiles([], [good, big, text, pdf]);
    expect(result.files).toEqual([good, pdf]);
    expect(result.messages).toEqual([
      'File "big.png" is too large. Max size is 10MB.',
      'File "notes.txt" has an unsupported type. Please upload an image (JPEG, PNG, GIF) or PDF.',
    ]);
  });

  it("adds to the files already attached and does not add the same file twice", () => {
    const first = file("a.png", "image/png", 10, 1);
    const again = file("a.png", "image/png", 10, 1);
    const other = file("a.png", "image/png", 11, 2);
    expect(addFiles([first], [again, other])).toEqual({ files: [first, other], messages: [] });
  });

  it("stops at the server's limit of 10 files", () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`f${i}.png`, "image/png", 10, i));
    const result = addFiles(ten, [file("eleven.png", "image/png", 10, 11)]);
    expect(result.files).toHaveLength(10);
    expect(result.messages).toEqual(['File "eleven.png" was not added. You can attach up to 10 files.']);
  });
});

describe("contentProblem", () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const text = (words: string) => new TextEncoder().encode(words);

  it("takes a picture whose bytes are a JPEG, PNG or GIF, and a PDF whose bytes are one", () => {
    expect(contentProblem(file("a.jpg", "image/jpeg"), bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(
      contentProblem(file("a.png", "image/png"), bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
    ).toBeNull();
    expect(contentProblem(file("a.gif", "image/gif"), text("GIF89a"))).toBeNull();
    expect(contentProblem(file("a.pdf", "application/pdf"), text("%PDF-1.7"))).toBeNull();
    // A PNG named .jpg is still a picture: the server stores it by its bytes.
    expect(
      contentProblem(file("a.jpg", "image/jpeg"), bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
    ).toBeNull();
  });

  it("names a text file called fake.png, an empty file and a picture called .pdf", () => {
    expect(contentProblem(file("fake.png", "image/png"), text("not a picture"))).toBe(
      unreadableMessage("fake.png"),
    );
    expect(contentProblem(file("empty.png", "image/png"), bytes())).toBe(unreadableMessage("empty.png"));
    expect(contentProblem(file("proof.pdf", "application/pdf"), bytes(0xff, 0xd8, 0xff))).toBe(
      unreadableMessage("proof.pdf"),
    );
    expect(unreadableMessage("fake.png")).toBe(
      '"fake.png" is not a picture or PDF inside. Remove it and choose the real file.',
    );
  });

  it("asks to remove the files with a problem before sending", () => {
    expect(removeFirstMessage(["fake.png"])).toBe(
      'Remove "fake.png" before sending: it is not a picture or PDF that can be opened.',
    );
    expect(removeFirstMessage(["a.png", "b.gif"])).toContain('Remove "a.png", "b.gif" before sending');
  });
});
