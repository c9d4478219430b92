import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../features/policies/PrivacyPage";

export const Route = createFileRoute("/privacy")({ component: PrivacyPage });
