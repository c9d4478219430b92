// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NoteField } from "./note-fields";
import { TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";

// The public forms' own fields: what they say to a screen reader (label, required, description,
// message, invalid state). How they look is compared in screenshots (decision 073).

afterEach(cleanup);

const noop = () => {};

describe("a public form's one-line field", () => {
  const email = () => screen.getByRole("textbox", { name: "Email Address" }) as HTMLInputElement;

  it("is labelled, and a required one is required without the asterisk in its name", () => {
    render(<TextField label="Email Address" type="email" value="coach@" onChange={noop} required />);
    expect(email().required).toBe(true);
    expect(email().value).toBe("coach@");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("is described by its description and its message, and marked invalid with a message", () => {
    render(
      <TextField
        label="Email Address"
        value="coach@"
        onChange={noop}
        description="Your quote comes here."
        error="Enter a valid email address."
      />,
    );
    expect(email().getAttribute("aria-invalid")).toBe("true");
    const described = (email().getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["Enter a valid email address.", "Your quote comes here."]);
  });

  it("without a message, is neither invalid nor described by one; disabled, cannot be used", () => {
    render(<TextField label="Email Address" value="" onChange={noop} disabled />);
    expect(email().hasAttribute("aria-invalid")).toBe(false);
    expect(email().hasAttribute("aria-describedby")).toBe(false);
    expect(email().disabled).toBe(true);
  });

  it("keeps the id a form gives it, so the form can move focus to it", () => {
    render(<TextField label="Email Address" id="email" value="" onChange={noop} />);
    expect(email().id).toBe("email");
  });
});

describe("a public form's text box", () => {
  it("is a labelled text box that shows its message", () => {
    render(<TextAreaField label="Message" rows={6} value="Hello" onChange={noop} error="Too long." />);
    const box = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.rows).toBe(6);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Too long.",
    );
  });

  it("as a note, starts two lines high", () => {
    render(<NoteField label="Note" value="Blue numbers" onChange={noop} description="Optional." />);
    expect((screen.getByRole("textbox", { name: "Note" }) as HTMLTextAreaElement).rows).toBe(2);
  });
});
