import { createFileRoute } from "@tanstack/react-router";
import { TeamPackagesHub } from "../../features/packages/TeamPackagesHub";

export const Route = createFileRoute("/team-packages/")({ component: TeamPackagesHub });
