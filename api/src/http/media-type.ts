/**
 * The media type of a Content-Type header, lower-cased and without its parameters: `application/json`
 * for `Application/JSON; charset=utf-8`. A header that merely contains a type (`text/plain;
 * application/json`, `application/jsonp`) is not that type.
 */
export const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";

export const isJsonContentType = (contentType: string | undefined) =>
  mediaTypeOf(contentType) === "application/json";

export const isMultipartContentType = (contentType: string | undefined) =>
  mediaTypeOf(contentType) === "multipart/form-data";
