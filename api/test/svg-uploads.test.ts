import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { images } from "@store/db";
import { testDatabaseEngine } from "@store/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../src/domains/images/schemas";
import { svgIsActive } from "../src/uploads/image-file";
import { MAX_SVG_ELEMENTS, SVG_TOO_COMPLEX, SvgCleaner } from "../src/uploads/svg-clean";
import { SVG_NOT_WELL_FORMED, SVG_NOTHING_LEFT, SVG_WITHOUT_NAMESPACE } from "../src/uploads/svg-rules";
import { signedInHeaders, startTestServer, type TestServer } from "./helpers";

// Uploaded SVG drawings are stored cleaned (uploads/svg-rules.ts): whatever could run, load from
// elsewhere or set a handler is gone from the file on disk, and the drawing itself is unchanged.

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
/** Each vector sits beside a plain square, so something is left to store once it is removed. */
const drawing = (active: string, rootAttributes = "") =>
  `<svg ${NS}${rootAttributes}><rect width="4" height="4" fill="#0a0"/>${active}</svg>`;

const VECTORS: [string, string][] = [
  ["<set> of an onload handler", drawing('<set attributeName="onload" to="alert(1)"/>')],
  [
    "<set> of a handler on a shape",
    drawing('<circle r="2"><set attributeName="onmouseover" to="alert(1)"/></circle>'),
  ],
  [
    "<animate> of href to javascript:",
    drawing('<a><animate attributeName="href" to="javascript:alert(1)" begin="0s"/><text>go</text></a>'),
  ],
  [
    "<animateTransform> naming xlink:href",
    drawing('<animateTransform attributeName="xlink:href" values="javascript:alert(1)"/>'),
  ],
  ["<use> of a data: SVG", drawing('<use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIvPg==#x"/>')],
  [
    "<use xlink:href> of a data: SVG",
    drawing('<use xlink:href="data:image/svg+xml,&lt;svg id=&quot;x&quot;/&gt;#x"/>'),
  ],
  ["<use> of an outside file", drawing('<use href="https://evil.example/sprite.svg#a"/>')],
  ["<use> of a scheme-relative file", drawing('<use xlink:href="//evil.example/sprite.svg#a"/>')],
  ["<script>", drawing("<script>alert(1)</script>")],
  ["<script> with a source", drawing('<script xlink:href="https://evil.example/x.js"/>')],
  ["a CDATA <script>", drawing("<script><![CDATA[alert(1)]]></script>")],
  ["onload on the root", drawing("", ' onload="alert(1)"')],
  [
    "on* attributes on a shape",
    drawing('<circle r="1" onclick="alert(1)" onmouseover="alert(2)" ONFOCUS="alert(3)"/>'),
  ],
  [
    "<foreignObject> with HTML",
    drawing(
      '<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
  ],
  ["an HTML <iframe>", drawing('<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/>')],
  [
    "@import in <style>",
    drawing(
      '<style>@import url(https://evil.example/a.css); @import "https://evil.example/b.css"; rect{stroke:red}</style>',
    ),
  ],
  ["url(javascript:) in <style>", drawing("<style>rect{fill:url(javascript:alert(1))}</style>")],
  [
    "an outside url() in <style>",
    drawing('<style>circle{background:url("https://evil.example/t.png")}</style>'),
  ],
  [
    "@import in a CDATA <style>",
    drawing("<style><![CDATA[@import url(//evil.example/c.css); rect{stroke:red}]]></style>"),
  ],
  ["an escaped url() in <style>", drawing("<style>rect{fill:\\75 rl(https://evil.example/x)}</style>")],
  [
    "url(javascript:) in a style attribute",
    drawing('<circle r="1" style="fill:url(javascript:alert(1));stroke:blue"/>'),
  ],
  [
    "an outside url() in a style attribute",
    drawing('<circle r="1" style="background-image:url(\'//evil.example/p.png\')"/>'),
  ],
  [
    "an escaped url() in a style attribute",
    drawing('<circle r="1" style="fill:\\75rl(javascript:alert(1))"/>'),
  ],
  ["xlink:href=javascript:", drawing('<a xlink:href="javascript:alert(1)"><circle r="1"/></a>')],
  [
    "an entity-encoded javascript: link",
    drawing('<a xlink:href="&#106;avascript&#58;alert(1)"><circle r="1"/></a>'),
  ],
  ["a javascript: link split by a tab", drawing('<a href="java&#9;script:alert(1)"><circle r="1"/></a>')],
  [
    "a paint server on another site",
    drawing('<circle r="1" fill="url(https://evil.example/p.svg#g)" filter="url(//evil.example/f.svg#f)"/>'),
  ],
  ["an outside <image>", drawing('<image href="https://evil.example/pixel.png" width="1" height="1"/>')],
  [
    "a data: HTML link",
    drawing('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><circle r="1"/></a>'),
  ],
  ["SVG Tiny's <handler>", drawing('<handler type="application/ecmascript">alert(1)</handler>')],
  [
    "a stylesheet processing instruction",
    `<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>${drawing("")}`,
  ],
];

/** Text that must not be in any stored drawing, whichever vector it came from. */
const NEVER_STORED = [
  /<script/i,
  /\bon[a-z]+\s*=/i,
  /javascript/i,
  /evil\.example/i,
  /foreignObject/i,
  /<iframe/i,
  /<handler/i,
  /@import/i,
  /attributeName/i,
  /<set\b/i,
  /<animate\b/i,
  /data:image\/svg/i,
  /data:text/i,
  /xml-stylesheet/i,
  /<!ENTITY/i,
];

/** A drawing as exported by a drawing program: doctype, CDATA styles, gradients, clip paths, text. */
const NORMAL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} version="1.1" viewBox="0 0 200 100" width="200" height="100"><title>Tigers crest</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#c00"/><stop offset="1" stop-color="#ff0" stop-opacity="0.5"/></linearGradient><radialGradient id="r"><stop offset="0" stop-color="#fff"/></radialGradient><clipPath id="c"><rect width="50" height="50"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><path id="star" d="M5 0 L6 4 L10 4 L7 6 L8 10 L5 7 L2 10 L3 6 L0 4 L4 4 Z"/></defs><style type="text/css"><![CDATA[ .st0{fill:#FF0000;} .st1 > path{stroke:url(#g)} ]]></style><g transform="translate(10 10)" class="st0"><path d="M0 0 L10 10 Z" fill="url(#g)" stroke="#000" stroke-width="2"/><rect x="1" y="1" width="5" height="5" rx="1" style="fill:url(#r);opacity:.5" clip-path="url(#c)" filter="url(#f)"/><circle cx="5" cy="5" r="3"/><ellipse cx="1" cy="1" rx="1" ry="2"/><polygon points="0,0 1,1 2,0"/><polyline points="0,0 1,1" fill="none" stroke="#000"/><line x1="0" y1="0" x2="1" y2="1" stroke="#000"/><text x="10" y="20" font-family="Arial" font-size="12" xml:space="preserve">Go <tspan font-weight="bold">Tigers</tspan> &amp; Co</text><use xlink:href="#star" x="20"/><use href="#star" x="40"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></g></svg>`;

/** Every element in document order, with its attributes: what a browser draws from. */
const elementsOf = (svg: string) =>
  [...svg.replace(/<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g, "").matchAll(/<([A-Za-z][\w:.-]*)([^>]*?)\/?>/g)].map(
    ([, name, attributes]) =>
      `${name} ${[...(attributes ?? "").matchAll(/[\w:.-]+="[^"]*"/g)].sort().join(" ")}`,
  );

interface Uploaded {
  status: number;
  body: { data: { name: string; url: string; size: number; type: string }; error: string };
}

describe(`SVG uploads are cleaned before they are stored (${testDatabaseEngine})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;

  const upload = async (svg: string, name = "crest.svg", route = "/api/upload-image"): Promise<Uploaded> => {
    const form = new FormData();
    form.append("image", new Blob([svg], { type: "image/svg+xml" }), name);
    const res = await fetch(`${server.url}${route}`, { method: "POST", body: form, headers: admin });
    const json = (await res.json()) as { result?: { data: Uploaded["body"]["data"] } } & Uploaded["body"];
    return { status: res.status, body: json.result ? { data: json.result.data, error: "" } : json };
  };
  const storedText = (url: string) =>
    readFile(path.join(server.uploadsDir, url.replace(/^\/uploads\//, "")), "utf8");
  const snapshot = async () => ({
    rows: (await server.database.db.select({ name: images.name }).from(images)).map((r) => r.name).sort(),
    files: (await readdir(path.join(server.uploadsDir, "images")).catch((): string[] => [])).sort(),
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInHeaders(server, "admin");
  });
  afterAll(() => server?.stop());

  it("stores each vector of the corpus without its active part, and keeps the drawing", async () => {
    for (const [what, svg] of VECTORS) {
      const res = await upload(svg);
      expect(res.status, `${what}: ${res.body.error}`).toBe(201);
      const stored = await storedText(res.body.data.url);
      for (const forbidden of NEVER_STORED) expect(stored, what).not.toMatch(forbidden);
      expect(svgIsActive(new TextEncoder().encode(stored)), what).toBe(false);
      expect(stored, what).toContain('<rect width="4" height="4" fill="#0a0"/>');
      // The listed size is the stored file's, not the upload's.
      expect(res.body.data.size, what).toBe(Buffer.byteLength(stored));
    }
  });

  it("cleans on the tRPC upload path too", async () => {
    const res = await upload(VECTORS[0]?.[1] ?? "", "trpc.svg", "/trpc/images.upload");
    expect(res.status).toBe(200);
    expect(await storedText(res.body.data.url)).not.toMatch(/onload|<set/i);
  });

  it("keeps a normal drawing as it was: every shape, gradient, style, text and the viewBox", async () => {
    const res = await upload(NORMAL_SVG);
    expect(res.status, res.body.error).toBe(201);
    const stored = await storedText(res.body.data.url);
    // Same elements in the same order with the same attributes; only the prolog is not kept.
    expect(elementsOf(stored)).toEqual(elementsOf(NORMAL_SVG));
    expect(stored).toContain('viewBox="0 0 200 100"');
    expect(stored).toContain(".st0{fill:#FF0000;} .st1 &gt; path{stroke:url(#g)}");
    expect(stored).toContain('style="fill:url(#r);opacity:.5"');
    expect(stored).toContain('Go <tspan font-weight="bold">Tigers</tspan> &amp; Co');

    const served = await fetch(`${server.url}${res.body.data.url}`);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(await served.text()).toBe(stored);
  });

  it("refuses, storing nothing, a drawing that is only active content, not SVG, or too detailed", async () => {
    const before = await snapshot();
    const tooDetailed = `<svg ${NS}>${'<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS)}</svg>`;
    for (const [svg, message] of [
      [`<svg ${NS}><script>alert(1)</script></svg>`, SVG_NOTHING_LEFT],
      [`<svg ${NS} onload="alert(1)"/>`, SVG_NOTHING_LEFT],
      [
        `<svg ${NS}><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject></svg>`,
        SVG_NOTHING_LEFT,
      ],
      [
        `<svg ${NS}><image href="https://evil.example/pixel.png"/><use href="https://evil.example/s.svg#a"/></svg>`,
        SVG_NOTHING_LEFT,
      ],
      [`<svg ${NS}><rect></svg>`, SVG_NOT_WELL_FORMED],
      ["<svg><rect/></svg>", SVG_WITHOUT_NAMESPACE],
      // Entities could carry markup past every check: such a file is not taken for an SVG at all.
      [`<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;">]>${drawing("<text>&s;</text>")}`, NOT_AN_IMAGE],
      [tooDetailed, SVG_TOO_COMPLEX],
    ] as const) {
      const res = await upload(svg);
      expect(res.status, svg.slice(0, 80)).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the SVG cleaning worker", () => {
  it("refuses a drawing that takes too long, then cleans the next one in a new worker", async () => {
    // The first drawing also pays for the worker's start; the limit is for the drawing alone. The
    // slow drawing takes 1.0-1.4 s on a quiet 2-core machine, so 1.5 s let it through there; 300 ms
    // keeps a margin of three whatever the machine's load.
    const cleaner = new SvgCleaner({ timeoutMs: 300, bootMs: 60_000, maxMemoryMb: 512, idleMs: 60_000 });
    const small = new TextEncoder().encode(`<svg ${NS}><rect width="1" height="1" onclick="x()"/></svg>`);
    const slow = new TextEncoder().encode(
      `<svg ${NS}>${Array.from({ length: MAX_SVG_ELEMENTS - 1 }, (_, i) => `<path d="M${i} 0 l1 1 z" fill="#${(i % 4096).toString(16).padStart(3, "0")}"/>`).join("")}</svg>`,
    );
    try {
      const first = new TextDecoder().decode(await cleaner.clean(small));
      expect(first).toBe(`<svg ${NS}><rect width="1" height="1"/></svg>`);
      await expect(cleaner.clean(slow)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: SVG_TOO_COMPLEX,
      });
      expect(new TextDecoder().decode(await cleaner.clean(small))).toBe(first);
    } finally {
      await cleaner.close();
    }
  }, 120_000);
});
