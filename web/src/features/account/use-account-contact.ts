import { useEffect, useRef } from "react";
import { useAccountPrefill } from "./use-account-prefill";

interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** The part of a public form this fills: its `customer` contact. */
interface ContactForm {
  getValues: () => { customer: Contact };
  setFieldValue: (path: string, value: unknown) => void;
}

/**
 * A signed-in customer's name, e-mail and phone, filled in once when the account is known, into
 * fields still empty: nothing the shopper typed is overwritten. The shop's checkout and a team
 * store's checkout both start from it.
 */
export function useAccountContact(form: ContactForm) {
  const { customer } = useAccountPrefill();
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the account arrives
  useEffect(() => {
    if (!customer || done.current) return;
    done.current = true;
    const current = form.getValues().customer;
    form.setFieldValue("customer", {
      name: current.name || customer.name || "",
      email: current.email || customer.email,
      phone: current.phone || customer.phone || "",
    });
  }, [customer]);
}
