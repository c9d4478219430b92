import { useSearch } from "@tanstack/react-router";
import { LoginPage } from "./LoginPage";

/** The sign-in page with the portal page to return to, from ?redirect=. */
export function LoginScreen() {
  const { redirect } = useSearch({ from: "/admin/login" });
  return <LoginPage returnTo={redirect} />;
}
