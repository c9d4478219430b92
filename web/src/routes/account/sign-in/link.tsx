import { createFileRoute } from "@tanstack/react-router";
import { SignInLinkPage } from "../../../features/account/SignInLinkPage";

/** The e-mailed link: /account/sign-in/link#<token> (the token never reaches a server). */
export const Route = createFileRoute("/account/sign-in/link")({
  component: SignInLinkPage,
});
