import { describe, expect, it } from "vitest";
import { validateContact } from "./check-contact";
import { CONTACT_FAILURE, CONTACT_SUCCESS, emptyContact, messageTone, pickFieldErrors } from "./contact-form";

const filled = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  phone: "",
  message: "Do you print numbers?",
};

describe("validateContact", () => {
  it("accepts a filled form, an empty phone included", () => {
    expect(validateContact(filled)).toEqual({});
  });

  it("names every missing required field with the server's messages", () => {
    expect(validateContact(emptyContact)).toEqual({
      name: "Full name is required.",
      email: "Email address is required.",
      message: "Message is required.",
    });
  });

  it("treats whitespace as empty and checks the email format and the phone characters", () => {
    const errors = validateContact({ ...filled, name: "   ", email: "jordan@", phone: "call me" });
    expect(Object.keys(errors).sort()).toEqual(["email", "name", "phone"]);
    expect(errors.email).toBe("Enter a valid email address, like name@example.com.");
  });
});

describe("pickFieldErrors", () => {
  it("keeps the form's fields and drops anything else", () => {
    expect(pickFieldErrors({ email: "Bad email.", extra: "x", phone: 3, message: "" })).toEqual({
      email: "Bad email.",
    });
  });

  it("gives nothing for a missing or odd value", () => {
    expect(pickFieldErrors(undefined)).toEqual({});
    expect(pickFieldErrors("email")).toEqual({});
    expect(pickFieldErrors(null)).toEqual({});
  });
});

describe("messageTone", () => {
  it("is red for the failure text and green for the success text", () => {
    expect(messageTone(CONTACT_FAILURE)).toBe("error");
    expect(messageTone(CONTACT_SUCCESS)).toBe("success");
  });

  it("looks for the word 'Error' as written", () => {
    expect(messageTone("Error")).toBe("error");
    expect(messageTone("no error here")).toBe("success");
  });
});
