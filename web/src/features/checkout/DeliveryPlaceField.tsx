import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";

/**
 * Which of the shop's delivery places the address is in: sales tax goes by the place delivered to,
 * and a ZIP code does not say which Alabama city or county that is. Hidden when the shop has set
 * up no delivery places (it then taxes deliveries at the store's place).
 */
export function DeliveryPlaceField({
  inputProps,
  keeping = null,
}: {
  inputProps: { value?: unknown; onChange?: unknown; error?: unknown; onBlur?: unknown; onFocus?: unknown };
  /** Staff changing a delivery: the place it has now, kept when none is chosen. */
  keeping?: string | null;
}) {
  const places = useQuery({ ...trpc.checkout.deliveryPlaces.queryOptions(), staleTime: 10 * 60 * 1000 });
  const list = places.data?.places ?? [];
  if (places.isSuccess && list.length === 0) return null;
  return (
    <Select
      {...(inputProps as object)}
      label="Delivery place"
      description="The city or area the address is in: sales tax goes by where we deliver."
      placeholder={places.isPending ? "Loading places…" : keeping ? `Keep ${keeping}` : "Choose a place"}
      data={list.map((p) => ({ value: p.code, label: p.name }))}
      required={!keeping}
      allowDeselect={false}
    />
  );
}
