// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RefusedRequest } from "../api-errors";
import { onDemand } from "../on-demand";
import { usePublicForm } from "./use-public-form";

type Values = { email: string };
const requireEmail = (values: Values) => (values.email ? {} : { email: "Email is required." });

function setup(send: (values: Values) => Promise<unknown>, email = "pat@example.com") {
  const onSuccess = vi.fn();
  const onFailure = vi.fn();
  const hook = renderHook(() =>
    usePublicForm<Values>({
      initialValues: { email },
      checker: onDemand(async () => requireEmail),
      attempt: { scope: "test", key: () => "key-1" },
      send,
      networkFailure: "Could not reach the store.",
      onSuccess,
      onFailure,
    }),
  );
  return { hook, onSuccess, onFailure };
}

describe("usePublicForm", () => {
  it("sends once for a double click, with the attempt's key, and forgets the attempt after", async () => {
    sessionStorage.setItem("attempt:test", "{}");
    const send = vi.fn(async () => undefined);
    const { hook, onSuccess } = setup(send);
    await act(() =>
      Promise.all([hook.result.current.submit(undefined), hook.result.current.submit(undefined)]),
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: "pat@example.com" }, { key: "key-1", action: undefined });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("attempt:test")).toBeNull();
  });

  it("sends nothing while the checker finds a field to fix, and names it", async () => {
    const send = vi.fn(async () => undefined);
    const { hook } = setup(send, "");
    await act(() => hook.result.current.submit(undefined));
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.form.errors).toEqual({ email: "Email is required." });
  });

  it("puts a refusal's field messages on their fields, and says the store was not reached", async () => {
    const { hook, onFailure } = setup(async () => {
      throw new RefusedRequest({ email: "Bad email." });
    });
    await act(() => hook.result.current.submit(undefined));
    expect(hook.result.current.form.errors).toEqual({ email: "Bad email." });
    expect(hook.result.current.failure).toBe("Could not reach the store.");
    expect(hook.result.current.busy).toBe(false);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
