import { Textarea, TextInput } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { mantineMarkup as markup } from "../mantine-markup.testing";
import { NoteField } from "./note-fields";
import { TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";

const noop = () => {};

// The public forms' fields draw Mantine's markup without Mantine's code: what a field says to a
// screen reader (label, asterisk, description, message, invalid state) and how Mantine's style sheet
// dresses it must stay exactly Mantine's.
const cases = [
  ["plain", {}],
  ["required", { required: true }],
  ["with a description", { description: "Your quote and proofs come here." }],
  ["with a message", { error: "Enter a valid email address." }],
  ["with a description and a message", { description: "Optional.", error: "Too long." }],
  ["disabled", { disabled: true }],
  ["at size md", { size: "md" as const, required: true, error: "Required." }],
] as const;

describe("a public form's one-line field", () => {
  it.each(cases)("draws Mantine's TextInput markup, %s", (_case, props) => {
    const shared = {
      label: "Email Address",
      type: "email",
      autoComplete: "email",
      name: "email",
      value: "coach@",
      onChange: noop,
      onBlur: noop,
      "data-path": "email",
      ...props,
    };
    expect(markup(<TextField {...shared} />)).toBe(markup(<TextInput {...shared} />));
  });
});

describe("a public form's text box", () => {
  it.each(cases)("draws Mantine's Textarea markup, %s", (_case, props) => {
    const shared = {
      label: "Message",
      rows: 6,
      name: "message",
      value: "Hello",
      onChange: noop,
      "data-path": "message",
      ...props,
    };
    expect(markup(<TextAreaField {...shared} />)).toBe(markup(<Textarea {...shared} />));
  });
});

describe("a note that grows with its text", () => {
  it("draws Mantine's autosizing Textarea markup (two to six lines)", () => {
    const shared = { label: "Note", value: "Blue numbers", onChange: noop, description: "Optional." };
    expect(markup(<NoteField {...shared} />)).toBe(
      markup(<Textarea autosize minRows={2} maxRows={6} {...shared} />),
    );
  });
});
