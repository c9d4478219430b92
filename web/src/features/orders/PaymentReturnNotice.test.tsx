// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInTheme } from "../../ui/render-in-theme.testing";
import { PaymentReturnNotice } from "./PaymentReturnNotice";

afterEach(cleanup);

const order = (state: "confirming" | "received") => ({
  number: 1042,
  online_payment: { state, pay_amount: null, pay_purpose: null },
});

describe("PaymentReturnNotice", () => {
  it("says the payment was received once the store recorded it", () => {
    renderInTheme(<PaymentReturnNotice order={order("received")} back="done" gaveUp={false} />);
    expect(screen.getByText("Payment received")).toBeTruthy();
  });

  it("says it is confirming while the provider's word is on its way", () => {
    renderInTheme(<PaymentReturnNotice order={order("confirming")} back="done" gaveUp={false} />);
    expect(screen.getByText("We are confirming your payment")).toBeTruthy();
    expect(screen.queryByText("Payment received")).toBeNull();
  });

  it("after a minute, says the payment will show once confirmed and not to pay again", () => {
    renderInTheme(<PaymentReturnNotice order={order("confirming")} back="done" gaveUp />);
    expect(screen.getByText(/will show on this page as soon as it is confirmed/)).toBeTruthy();
  });

  it("says nothing was charged when the buyer left the provider's page", () => {
    renderInTheme(<PaymentReturnNotice order={order("confirming")} back="cancelled" gaveUp={false} />);
    expect(screen.getByText("Payment not completed — nothing was charged.")).toBeTruthy();
  });
});
