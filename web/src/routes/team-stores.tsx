import { createFileRoute } from "@tanstack/react-router";
import { TeamStoresPage } from "../features/team-stores-info/TeamStoresPage";

export const Route = createFileRoute("/team-stores")({ component: TeamStoresPage });
