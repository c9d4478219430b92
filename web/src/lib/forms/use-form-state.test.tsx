// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FormStateOptions, useFormState } from "./use-form-state";

afterEach(cleanup);

type Values = { name: string; customer: { email: string }; opt_in: boolean; roster: { name: string }[] };
const initialValues: Values = { name: "", customer: { email: "" }, opt_in: false, roster: [{ name: "Ann" }] };
const check = (values: Values) => ({
  ...(values.name ? {} : { name: "Enter your name." }),
  ...(values.customer.email.includes("@") ? {} : { "customer.email": "Enter a valid email address." }),
});

const setup = (options: Partial<FormStateOptions<Values>> = {}) =>
  renderHook(() => useFormState<Values>({ initialValues, validate: check, ...options }));

describe("a public form's state", () => {
  it("sets a value by its dotted path, leaving the rest as it was", () => {
    const { result } = setup();
    act(() => result.current.setFieldValue("customer.email", "pat@example.com"));
    act(() => result.current.setFieldValue("roster.0.name", "Bo"));
    expect(result.current.values).toEqual({
      ...initialValues,
      customer: { email: "pat@example.com" },
      roster: [{ name: "Bo" }],
    });
    expect(initialValues.roster[0]?.name).toBe("Ann");
  });

  it("drops a field's message when it changes, unless told to keep it", () => {
    const dropping = setup();
    act(() => dropping.result.current.setErrors({ name: "Enter your name.", "customer.email": "Bad." }));
    act(() => dropping.result.current.getInputProps("name").onChange("Pat"));
    expect(dropping.result.current.errors).toEqual({ "customer.email": "Bad." });

    const keeping = setup({ clearInputErrorOnChange: false });
    act(() => keeping.result.current.setErrors({ name: "Enter your name." }));
    act(() => keeping.result.current.getInputProps("name").onChange("Pat"));
    expect(keeping.result.current.errors).toEqual({ name: "Enter your name." });
  });

  it("checks a field when it is left, only the fields asked for", () => {
    const { result } = setup({ validateInputOnBlur: ["customer.email"] });
    act(() => result.current.getInputProps("name").onBlur());
    expect(result.current.errors).toEqual({});
    act(() => result.current.getInputProps("customer.email").onBlur());
    expect(result.current.errors).toEqual({ "customer.email": "Enter a valid email address." });
    act(() => result.current.setFieldValue("customer.email", "pat@example.com"));
    act(() => result.current.getInputProps("customer.email").onBlur());
    expect(result.current.errors).toEqual({});
  });

  it("merges several values, drops every message and tells the form what changed", () => {
    const onValuesChange = vi.fn();
    const { result } = setup({ onValuesChange });
    act(() => result.current.setErrors({ name: "Enter your name." }));
    act(() => result.current.setValues({ name: "Pat", opt_in: true }));
    expect(result.current.values).toEqual({ ...initialValues, name: "Pat", opt_in: true });
    expect(result.current.errors).toEqual({});
    expect(onValuesChange).toHaveBeenCalledWith(result.current.values, initialValues);
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.getValues()).toEqual(initialValues);
  });

  it("reads what is typed and ticked from the inputs' events, and finds an input by its path", () => {
    function Form() {
      const form = useFormState<Values>({ initialValues });
      return (
        <form>
          <label>
            Name
            <input {...form.getInputProps("name")} />
          </label>
          <label>
            Reminders
            <input type="checkbox" {...form.getInputProps("opt_in", { type: "checkbox" })} />
          </label>
          <output>{JSON.stringify(form.values)}</output>
          <button type="button" onClick={() => form.getInputNode("name")?.focus()}>
            Fix
          </button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Pat" } });
    fireEvent.click(screen.getByLabelText("Reminders"));
    expect(JSON.parse(screen.getByRole("status").textContent ?? "")).toMatchObject({
      name: "Pat",
      opt_in: true,
    });
    fireEvent.click(screen.getByText("Fix"));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });
});
