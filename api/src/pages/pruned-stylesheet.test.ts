import { describe, expect, it } from "vitest";
import { classesIn, PrunedStylesheet } from "./pruned-stylesheet";

const SHEET = [
  '@font-face{font-family:Brand;src:url(/assets/brand.woff2)format("woff2")}',
  "@layer mantine{",
  ":root{--mantine-scale:1}",
  "body{margin:0}",
  ".m_button{color:navy}",
  ".m_badge{color:gold}",
  ".m_button:where([data-loading]) .m_loader{opacity:0}",
  ".m_input:not(.m_error){border:1px solid}",
  ":where([data-mantine-color-scheme=dark]) .m_button{color:white}",
  ".m_badge, .m_button[data-variant=light]{padding:0}",
  "@media (max-width:36em){.m_badge{display:none}.m_button{width:100%}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "}",
  ".m_badge .m_button{margin:0}",
].join("");

describe("a drawn page's inline stylesheet", () => {
  const sheet = new PrunedStylesheet(SHEET);

  it("keeps the rules the page's classes can match, in their order and at-rules, and no other", () => {
    expect(sheet.cut(new Set(["m_button"]))).toBe(
      [
        "@layer mantine{",
        ":root{--mantine-scale:1}",
        "body{margin:0}",
        ".m_button{color:navy}",
        ":where([data-mantine-color-scheme=dark]) .m_button{color:white}",
        ".m_badge, .m_button[data-variant=light]{padding:0}",
        "@media (max-width:36em){.m_button{width:100%}}",
        "@keyframes spin{to{transform:rotate(360deg)}}",
        "}",
      ].join(""),
    );
  });

  it("keeps a rule whose selector needs several classes only when the page has them all", () => {
    expect(sheet.cut(new Set(["m_badge"]))).not.toContain(".m_badge .m_button");
    expect(sheet.cut(new Set(["m_badge", "m_button"]))).toContain(".m_badge .m_button{margin:0}");
    expect(sheet.cut(new Set(["m_button"]))).not.toContain(".m_loader");
    expect(sheet.cut(new Set(["m_button", "m_loader"]))).toContain(".m_loader{opacity:0}");
  });

  it("never drops a rule for a class inside :not(), :where(), :is() or :has()", () => {
    expect(sheet.cut(new Set(["m_input"]))).toContain(".m_input:not(.m_error){border:1px solid}");
  });

  it("with nothing of the page's, keeps what applies to every page: variables, elements, animations", () => {
    expect(sheet.cut(new Set())).toBe(
      "@layer mantine{:root{--mantine-scale:1}body{margin:0}@keyframes spin{to{transform:rotate(360deg)}}}",
    );
  });

  it("keeps its web fonts apart, out of every cut: a drawn page asks for them after its first paint", () => {
    expect(sheet.fontFaces).toEqual([
      '@font-face{font-family:Brand;src:url(/assets/brand.woff2)format("woff2")}',
    ]);
    expect(sheet.cut(new Set(["m_button", "m_badge"]))).not.toContain("@font-face");
  });

  it("reads the classes of every element in an HTML text", () => {
    expect(
      classesIn('<div class="a  b"><p class="c">x</p><span data-class="d" class="">y</span></div>'),
    ).toEqual(new Set(["a", "b", "c"]));
  });
});
