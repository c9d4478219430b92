import { describe, expect, it } from "vitest";
import {
  couldBeImageName,
  imageNameFrom,
  imageNameWithSuffix,
  MAX_IMAGE_NAME_LENGTH,
  sniffImageType,
  svgIsActive,
} from "./image-file";

const text = (s: string) => new TextEncoder().encode(s);
const nameFor = (clientName: string, extension = "png") =>
  imageNameWithSuffix(imageNameFrom(clientName, extension), 0);

describe("imageNameFrom", () => {
  it.each([
    ["Team Logo.png", "Team-Logo.png"],
    ["photo.GIF", "photo.png"],
    ["../../etc/passwd", "passwd.png"],
    ["C:\\fakepath\\shot 1.jpeg", "shot-1.png"],
    [".htaccess", "image.png"],
    ["..", "image.png"],
    ["", "image.png"],
    ["...hidden file.png", "hidden-file.png"],
    ["bell\u0007\u0000name.png", "bellname.png"],
    ["right\u202Eto-left.png", "rightto-left.png"],
    ["a..b...c.png", "a.b.c.png"],
    ["what?is#this%2e%2e.png", "what-is-this-2e-2e.png"],
    ["Équipe   Rouge.png", "Équipe-Rouge.png"],
    ["line\nbreak.png ", "linebreak.png"],
  ])("turns %j into %j", (clientName, expected) => {
    expect(nameFor(clientName)).toBe(expected);
  });

  it("keeps long names within the limit, suffix included, without splitting characters", () => {
    const long = `${"🏈".repeat(80)}${"x".repeat(200)}.png`;
    for (const n of [0, 1, 12, 345]) {
      const name = imageNameWithSuffix(imageNameFrom(long, "png"), n);
      expect(Array.from(name).length).toBeLessThanOrEqual(MAX_IMAGE_NAME_LENGTH);
      expect(name.endsWith(n === 0 ? ".png" : `-${n}.png`)).toBe(true);
      expect(name).not.toMatch(/\uFFFD/);
    }
  });

  it("numbers duplicates logo.png, logo-1.png, logo-2.png", () => {
    const base = imageNameFrom("logo.png", "png");
    expect([0, 1, 2].map((n) => imageNameWithSuffix(base, n))).toEqual([
      "logo.png",
      "logo-1.png",
      "logo-2.png",
    ]);
  });

  it("never produces a name that couldBeImageName would refuse", () => {
    for (const clientName of ["../x.png", "a/b\\c.png", ".x", "\u0000", "ok.png", "-.-.png"]) {
      expect(couldBeImageName(nameFor(clientName)), clientName).toBe(true);
    }
  });
});

describe("couldBeImageName", () => {
  it.each(["../../etc/passwd", "../secret", "a/b.png", "a\\b.png", "a\u0000b", ".env", "", "x".repeat(201)])(
    "refuses %j",
    (name) => expect(couldBeImageName(name)).toBe(false),
  );
});

describe("sniffImageType", () => {
  it("accepts the five image kinds and nothing else", () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe(
      "image/png",
    );
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(sniffImageType(text("GIF89a...."))?.mime).toBe("image/gif");
    expect(sniffImageType(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))?.mime).toBe("image/webp");
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))?.mime).toBe("image/svg+xml");
    expect(sniffImageType(text("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(text("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("svgIsActive", () => {
  const svg = (body: string, attrs = "") =>
    text(`<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${body}</svg>`);

  it.each([
    ["a script element", svg("<script>alert(1)</script>")],
    ["a namespaced script", svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ["an onload handler", svg("", ' onload="alert(1)"')],
    ["a handler after a slash", text('<svg/onload=alert(1) xmlns="http://www.w3.org/2000/svg"/>')],
    ["a spaced handler", svg('<rect onclick = "x()"/>')],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ["an entity-encoded javascript: link", svg('<a href="&#106;ava&#x73;cript&colon;alert(1)">x</a>')],
    ["a javascript: link split by a tab", svg('<a href="java\tscript:alert(1)">x</a>')],
    ["an animated javascript: link", svg('<a><animate attributeName="href" to="javascript:alert(1)"/></a>')],
    ["foreignObject", svg("<foreignObject><div>hi</div></foreignObject>")],
    ["an external image", svg('<image href="https://evil.example/track.png"/>')],
    ["an external xlink", svg('<use xlink:href="http://evil.example/x.svg#a"/>')],
    ["an unquoted external href", svg("<use href=//evil.example/x.svg#a />")],
    ["a data: HTML link", svg('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')],
    ["an entity declaration", text('<!DOCTYPE svg [<!ENTITY s "&#60;script">]><svg>&s;</svg>')],
    ["a <set> of a handler", svg('<set attributeName="onload" to="alert(1)"/>')],
    ["an animation of an xlink:href", svg("<animate attributeName='xlink:href' to='x'/>")],
    ["a <use> of a data: SVG", svg('<use href="data:image/svg+xml;base64,PHN2Zy8+#x"/>')],
    ["an @import", svg("<style>@import 'https://evil.example/x.css';</style>")],
    ["an outside url() in a style", svg('<rect style="fill:url(https://evil.example/p.svg#g)"/>')],
    ["an outside paint server", svg('<rect fill="url(//evil.example/p.svg#g)"/>')],
  ])("refuses %s", (_, bytes) => {
    expect(svgIsActive(bytes)).toBe(true);
  });

  it("accepts a plain drawing with internal references and embedded raster images", () => {
    const clean = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><use xlink:href="#g"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/><text font-family="Arial">Go Tigers</text>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"',
    );
    expect(svgIsActive(clean)).toBe(false);
  });
});
