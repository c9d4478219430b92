import { createFileRoute } from "@tanstack/react-router";
import { ExportPage } from "../../../features/account/PrivacyPage";

/** The e-mailed confirmation: /account/privacy/export#<token>. */
export const Route = createFileRoute("/account/privacy/export")({
  component: ExportPage,
});
