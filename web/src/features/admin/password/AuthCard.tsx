import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AuthFrame } from "../shared/AuthFrame";

/**
 * The card of the portal's password pages (forgot password, reset, accept an invitation): a heading,
 * a line on what to do, and the way back to sign-in.
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthFrame width={440} back={{ to: "/admin/login", label: "Back to Sign In" }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </AuthFrame>
  );
}
