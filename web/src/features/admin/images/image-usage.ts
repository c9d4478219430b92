import type { RouterOutputs } from "@store/api/contracts";

type ImageUsage = RouterOutputs["images"]["usage"];

/** "Used by product Tigers Jersey, home page hero slide_1_image_1." or "" when nothing uses it. */
export function usageSentence(usage: Pick<ImageUsage, "products" | "content">): string {
  const places = [
    ...usage.products.map((p) => `product ${p.name}`),
    ...usage.content.map((c) => `${c.page_name} page ${c.section_name} ${c.content_key}`),
  ];
  return places.length > 0 ? `Used by ${places.join(", ")}.` : "";
}
