import { createFileRoute } from "@tanstack/react-router";
import { DeletePage } from "../../../features/account/PrivacyPage";

/** The e-mailed confirmation: /account/privacy/delete#<token>. */
export const Route = createFileRoute("/account/privacy/delete")({
  component: DeletePage,
});
