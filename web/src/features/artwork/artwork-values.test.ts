import { describe, expect, it } from "vitest";
import { type ArtworkValues, emptyValues, knownFieldErrors, toFormData } from "./artwork-values";
import { validateValues } from "./check-artwork";

const filled: ArtworkValues = {
  name: "Pat Coach",
  email: "pat@example.com",
  team_name: "Clanton Cougars",
  products_interested: "Jerseys and hoodies",
  artwork_details: "Navy and gold, a cougar head on the chest.",
};

describe("validateValues", () => {
  it("accepts a filled form: what the team wants is asked once, in products_interested", () => {
    expect(validateValues(filled)).toEqual({});
  });

  it("names every missing required field with the server's words", () => {
    expect(validateValues(emptyValues())).toEqual({
      name: "Name is required.",
      email: "Email address is required.",
      team_name: "Team name is required.",
      products_interested: "Products you are interested in is required.",
      artwork_details: "Artwork details is required.",
    });
  });

  it("treats blanks as missing and checks the email format", () => {
    expect(validateValues({ ...filled, name: "   ", email: "pat@" })).toEqual({
      name: "Name is required.",
      email: "Enter a valid email address, like name@example.com.",
    });
  });

  it("starts the products field with the visitor's selection", () => {
    expect(emptyValues("Baseball team package: Pro").products_interested).toBe("Baseball team package: Pro");
  });
});

describe("knownFieldErrors", () => {
  it("keeps only fields the form shows", () => {
    expect(knownFieldErrors({ email: "Bad email", files: "Too many", __proto__x: "no", other: "x" })).toEqual(
      {
        email: "Bad email",
        files: "Too many",
      },
    );
    expect(knownFieldErrors(undefined)).toEqual({});
  });
});

describe("toFormData", () => {
  it("sends the server's field names and one entry per file", () => {
    const png = new File([new Uint8Array([1, 2])], "logo.png", { type: "image/png" });
    const pdf = new File([new Uint8Array([3])], "brief.pdf", { type: "application/pdf" });
    const body = toFormData(filled, [png, pdf]);
    expect(body.get("name")).toBe("Pat Coach");
    expect(body.get("email")).toBe("pat@example.com");
    expect(body.get("team_name")).toBe("Clanton Cougars");
    expect(body.get("products_interested")).toBe("Jerseys and hoodies");
    expect(body.get("artwork_details")).toBe(filled.artwork_details);
    expect(body.getAll("files").map((f) => (f instanceof File ? f.name : f))).toEqual([
      "logo.png",
      "brief.pdf",
    ]);
  });

  it("never sends the old second question (ordering_items), and no files when there are none", () => {
    const body = toFormData(filled, []);
    expect(body.has("ordering_items")).toBe(false);
    expect(body.has("files")).toBe(false);
  });
});
