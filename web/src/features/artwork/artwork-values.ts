/** The form's text fields, named as the server names them. */
export interface ArtworkValues {
  name: string;
  email: string;
  team_name: string;
  products_interested: string;
  artwork_details: string;
}

export type ArtworkField = keyof ArtworkValues | "files";
/** One message per field, shown beside it. */
export type FieldErrors = Partial<Record<ArtworkField, string>>;

const FIELD_NAMES: readonly ArtworkField[] = [
  "name",
  "email",
  "team_name",
  "products_interested",
  "artwork_details",
  "files",
];

/** An empty form; 'What Products Are You Interested In?' may start with the visitor's selection. */
export const emptyValues = (productsInterested = ""): ArtworkValues => ({
  name: "",
  email: "",
  team_name: "",
  products_interested: productsInterested,
  artwork_details: "",
});

export const isFieldName = (key: string): key is ArtworkField =>
  (FIELD_NAMES as readonly string[]).includes(key);

/** Keeps the messages for fields this form shows; anything else stays out of the page. */
export function knownFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (isFieldName(key)) errors[key] = message;
  }
  return errors;
}

/**
 * The multipart body POST /api/custom-artwork-submissions reads, one `files` per entry. The form
 * asks what the team wants once (products_interested); `ordering_items` stays for integrators.
 */
export function toFormData(values: ArtworkValues, files: readonly File[]): FormData {
  const body = new FormData();
  body.append("name", values.name);
  body.append("email", values.email);
  body.append("team_name", values.team_name);
  body.append("products_interested", values.products_interested);
  body.append("artwork_details", values.artwork_details);
  for (const file of files) body.append("files", file, file.name);
  return body;
}
