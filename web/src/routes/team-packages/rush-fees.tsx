import { createFileRoute } from "@tanstack/react-router";
import { RushFeesPage } from "../../features/packages/RushFeesPage";

export const Route = createFileRoute("/team-packages/rush-fees")({ component: RushFeesPage });
