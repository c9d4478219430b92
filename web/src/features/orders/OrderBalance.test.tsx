// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInTheme } from "../../ui/render-in-theme.testing";
import { OrderBalance } from "./OrderBalance";

afterEach(cleanup);

describe("OrderBalance", () => {
  it("thanks the customer for an order paid in full", () => {
    renderInTheme(<OrderBalance order={{ status: "processing", amount_paid: 40, balance: 0 }} />);
    expect(screen.getByText("Paid in full, thank you!")).toBeTruthy();
  });

  it("asks for the rest where some is owed", () => {
    renderInTheme(<OrderBalance order={{ status: "processing", amount_paid: 10, balance: 30 }} />);
    expect(screen.getByText("Pay in store or by invoice")).toBeTruthy();
    expect(screen.getByText("$30.00")).toBeTruthy();
  });

  it("does not call a cancelled order with a deposit paid in full", () => {
    renderInTheme(<OrderBalance order={{ status: "cancelled", amount_paid: 20, balance: 0 }} />);
    expect(screen.queryByText("Paid in full, thank you!")).toBeNull();
    expect(screen.getByText("Order cancelled: the store will settle what was paid")).toBeTruthy();
    expect(screen.getByText("$20.00")).toBeTruthy();
  });

  it("shows nothing for a cancelled order nothing was paid on", () => {
    const { container } = renderInTheme(
      <OrderBalance order={{ status: "cancelled", amount_paid: 0, balance: 0 }} />,
    );
    expect(container.querySelector("[data-testid='order-balance']")).toBeNull();
  });
});
