import "../../../lib/zod-jitless";
import {
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { loginInput } from "@store/api/contracts";
import { IconArrowLeft, IconLogin2 } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { EmailField, FormFailure, PasswordField } from "../shared/FormParts";
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
    <Box
      component="main"
      mih="100vh"
      py={48}
      px="md"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Image src="/logo.svg" alt="Clanton Sports Apparel" h={56} w="auto" darkHidden />
            <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={56} w="auto" lightHidden />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
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
                    <Button
                      type="submit"
                      size="md"
                      fullWidth
                      disabled={signIn.busy}
                      leftSection={
                        signIn.busy ? <Loader size={16} color="currentColor" /> : <IconLogin2 size={18} />
                      }
                    >
                      {signIn.busy ? "Signing In..." : "Sign In"}
                    </Button>
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
          </Paper>
          <Center>
            <Anchor component={Link} to="/" size="sm" fw={600} display="inline-flex" style={{ gap: 6 }}>
              <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
              Back to Home
            </Anchor>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
