/** Spec §2 detail modal: the file's type in upper case, "PNG", from its name, else from its MIME type. */
export function fileTypeLabel(image: { name: string; type: string }): string {
  const dot = image.name.lastIndexOf(".");
  if (dot > 0 && dot < image.name.length - 1) return image.name.slice(dot + 1).toUpperCase();
  return (image.type.split("/").pop() ?? image.type).toUpperCase();
}
