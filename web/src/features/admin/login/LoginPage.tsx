import "../../../lib/zod-jitless";
import { Anchor, Divider, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { loginInput } from "@store/api/contracts";
import { IconLogin2 } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { AuthFrame } from "../shared/AuthFrame";
import { EmailField, FormFailure, PasswordField, WorkingButton } from "../shared/FormParts";
import { PasskeySignInButton } from "./PasskeySignInButton";
import { SecondFactorForm } from "./SecondFactorForm";
import { useSignIn } from "./use-sign-in";

/** The staff sign-in page (spec §2 Admin login). */
export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const signIn = useSignIn(returnTo);

  return (
    <AuthFrame width={420} back={{ to: "/", label: "Back to Home" }}>
      {signIn.step ? (
        <section aria-labelledby="admin-login-title">
          <SecondFactorForm step={signIn.step} onSignedIn={signIn.finish} onRestart={signIn.restart} />
        </section>
      ) : (
        <>
          <form
            noValidate
            onSubmit={form.onSubmit((values) => signIn.submit(values))}
            aria-labelledby="admin-login-title"
          >
            <Stack gap="md">
              <div>
                <Title order={1} id="admin-login-title" fz={28}>
                  Admin Login
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  Store staff sign in to manage requests, orders and the website.
                </Text>
              </div>
              <FormFailure message={signIn.message} />
              <EmailField autoComplete="username" {...form.getInputProps("email")} />
              <PasswordField autoComplete="current-password" {...form.getInputProps("password")} />
              <Anchor component={Link} to="/admin/forgot-password" size="sm" fw={600} ta="right">
                Forgot password?
              </Anchor>
              <WorkingButton
                busy={signIn.busy}
                icon={<IconLogin2 size={18} />}
                label="Sign In"
                busyLabel="Signing In..."
              />
              <Text size="sm" c="dimmed" ta="center">
                Need access? Contact your system administrator.
              </Text>
            </Stack>
          </form>
          <Divider my="md" label="or" labelPosition="center" />
          <PasskeySignInButton
            label="Sign in with a passkey"
            onSignedIn={signIn.finish}
            onFailure={signIn.setMessage}
          />
        </>
      )}
    </AuthFrame>
  );
}
