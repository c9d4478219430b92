import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readAnswer, sendArtworkRequest } from "./send-artwork-request";

describe("readAnswer", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("counts any 2xx as success and logs nothing", () => {
    expect(readAnswer(201, '{"data":{}}')).toEqual({ ok: true, sent: { reference: null, reviewPath: null } });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("reads the request's reference and private path, and keeps only a /review/ path", () => {
    const answer = (review_path: string) =>
      readAnswer(201, JSON.stringify({ data: { reference: "A-3001", review_path } }));
    expect(answer("/review/abc_DEF-123")).toEqual({
      ok: true,
      sent: { reference: "A-3001", reviewPath: "/review/abc_DEF-123" },
    });
    expect(answer("https://evil.example/review/x")).toMatchObject({ sent: { reviewPath: null } });
  });

  it("reads the per-field messages of a refusal and only logs the body", () => {
    const body = {
      error: "email: Enter a valid email address.",
      fields: { email: "Enter a valid email address." },
    };
    expect(readAnswer(400, JSON.stringify(body))).toEqual({
      ok: false,
      fieldErrors: { email: "Enter a valid email address." },
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("HTTP 400"), body);
  });

  it("fails without field messages on a body that is not the error shape", () => {
    expect(readAnswer(500, "<html>oops</html>")).toEqual({ ok: false, fieldErrors: {} });
    expect(readAnswer(413, '{"error":"File \\"a.png\\" is too large."}')).toEqual({
      ok: false,
      fieldErrors: {},
    });
    expect(readAnswer(400, '{"fields":{"email":42,"name":"Name is required."}}')).toEqual({
      ok: false,
      fieldErrors: { name: "Name is required." },
    });
    expect(readAnswer(400, '{"fields":null}')).toEqual({ ok: false, fieldErrors: {} });
  });
});

/** Just enough of XMLHttpRequest to drive the module: the test decides what happens and when. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const lastXhr = () => {
  if (!FakeXhr.last) throw new Error("no request was made");
  return FakeXhr.last;
};

describe("sendArtworkRequest", () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the form to the artwork endpoint and reports upload progress, then the end of the upload", async () => {
    const progress: number[] = [];
    const uploaded = vi.fn();
    const body = new FormData();
    const sent = sendArtworkRequest(body, {
      onUploadProgress: (f) => progress.push(f),
      onUploaded: uploaded,
    });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(["POST", "/api/custom-artwork-submissions", body]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 } as ProgressEvent);
    xhr.upload.onload?.();
    expect(progress).toEqual([0.25, 1]);
    expect(uploaded).toHaveBeenCalledOnce();
    xhr.answer(201, '{"data":{}}');
    await expect(sent).resolves.toEqual({ ok: true, sent: { reference: null, reviewPath: null } });
  });

  it("answers a network failure as a failure with a warning, never a rejection", async () => {
    const sent = sendArtworkRequest(new FormData());
    lastXhr().onerror?.();
    await expect(sent).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(console.warn).toHaveBeenCalled();
  });

  it("aborts when the signal fires", async () => {
    const controller = new AbortController();
    const sent = sendArtworkRequest(new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(sent).resolves.toEqual({ ok: false, fieldErrors: {} });
    expect(lastXhr().aborted).toBe(true);
  });
});
