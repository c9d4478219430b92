import { createFileRoute } from "@tanstack/react-router";
import { TermsPage } from "../features/policies/TermsPage";

export const Route = createFileRoute("/terms")({ component: TermsPage });
