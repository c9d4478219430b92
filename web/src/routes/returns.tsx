import { createFileRoute } from "@tanstack/react-router";
import { ReturnsPage } from "../features/policies/ReturnsPage";

export const Route = createFileRoute("/returns")({ component: ReturnsPage });
