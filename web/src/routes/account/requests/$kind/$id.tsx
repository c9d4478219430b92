import { createFileRoute, notFound } from "@tanstack/react-router";
import { AccountRequestPage } from "../../../../features/account/AccountRequestPage";

export const Route = createFileRoute("/account/requests/$kind/$id")({
  params: {
    parse: ({ kind, id }) => {
      if (kind !== "quote" && kind !== "artwork") throw notFound();
      return { kind, id } as { kind: "quote" | "artwork"; id: string };
    },
    stringify: ({ kind, id }) => ({ kind, id }),
  },
  component: function AccountRequestRoute() {
    const { kind, id } = Route.useParams();
    return <AccountRequestPage kind={kind} id={id} />;
  },
});
