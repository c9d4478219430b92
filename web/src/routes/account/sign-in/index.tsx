import { createFileRoute } from "@tanstack/react-router";
import { SignInPage } from "../../../features/account/SignInPage";

export const Route = createFileRoute("/account/sign-in/")({
  component: SignInPage,
});
