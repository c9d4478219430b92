import { z } from "zod";
import { pagedAnswer, pagedListInput } from "../../common/admin-list";
import { imageSortColumns } from "../../common/admin-list-facts";
import { formDataInput } from "../../common/fields";

/** An image as every client sees it: the spec's field names, size in bytes, ISO date. */
export const imageSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number(),
  type: z.string(),
  created_at: z.string(),
});
export type ImageDto = z.infer<typeof imageSchema>;

/** The spec's answer when no image arrives or the bytes are not one. */
export const NOT_AN_IMAGE = "Please select an image file.";

/** How to send an image, for a body that is not a readable upload form. */
export const SEND_IMAGE_AS_MULTIPART =
  "Send the image as multipart/form-data with the file in a field named image.";

/**
 * The upload form: one file in the field `image`, nothing else. The procedure receives the File;
 * whether its bytes are an image is decided later, from the bytes.
 */
export const imageUploadInput = formDataInput(SEND_IMAGE_AS_MULTIPART).transform((form, ctx) => {
  const files = form.getAll("image");
  const [file] = files;
  if (!(file instanceof File)) {
    ctx.addIssue({ code: "custom", message: NOT_AN_IMAGE });
    return z.NEVER;
  }
  if (files.length > 1) {
    ctx.addIssue({ code: "custom", message: "Send one image at a time in the field image." });
    return z.NEVER;
  }
  const unknown = [...new Set(form.keys())].filter((key) => key !== "image");
  if (unknown.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `Unknown form field(s): ${unknown.join(", ")}. Send only the field image.`,
    });
    return z.NEVER;
  }
  return file;
});

/** Delete by the public name. Any text is accepted: names that do not exist are a 404, not a 400. */
export const imageNameInput = z
  .object({
    name: z
      .string({ error: "name is required." })
      .min(1, "name is required.")
      .max(1000, "name must be at most 1000 characters."),
  })
  .strict();

/** A page of the library for the admin screen: search over the name, sort by name, size or date. */
export const imageListInput = pagedListInput(imageSortColumns, "created_at").prefault({});
export type ImageListInput = z.infer<typeof imageListInput>;
export const imagePageSchema = pagedAnswer(imageSchema);

/** The tiles of the images screen, computed by the database over the whole library. */
export const imageStatsSchema = z.object({
  total_images: z.number().int(),
  /** Bytes of every image together. */
  storage_used: z.number(),
  /** Uploaded since the first day of the current month, in the store's time zone. */
  this_month: z.number().int(),
  /** Bytes per image on average (0 for an empty library). */
  average_size: z.number(),
});
export type ImageStats = z.infer<typeof imageStatsSchema>;

/** Where an image's address is still used: products and website content items. */
export const imageUsageSchema = z.object({
  url: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  content: z.array(
    z.object({ id: z.string(), page_name: z.string(), section_name: z.string(), content_key: z.string() }),
  ),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;
