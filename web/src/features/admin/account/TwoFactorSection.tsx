import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Image,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconDeviceMobile, IconRefresh } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { FormFailure } from "../shared/FormParts";
import { notifySuccess } from "../shared/feedback";
import { formatDateTime } from "../shared/format";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { useRefreshTwoFactor } from "./use-two-factor";

/**
 * "Your account": the authenticator app (TOTP). Setting it up shows a QR code and the secret as
 * text; the app's first code turns it on and ten recovery codes are shown once.
 */
export function TwoFactorSection() {
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const refresh = useRefreshTwoFactor();
  const begin = useMutation(trpc.twoFactor.beginTotp.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirmTotp.mutationOptions());
  const regenerate = useMutation(trpc.twoFactor.regenerateRecoveryCodes.mutationOptions());
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[]>();
  const [message, setMessage] = useState<string>();

  const s = status.data;
  const turnOn = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    try {
      const answer = await confirm.mutateAsync({ code });
      setCodes(answer.recovery_codes);
      begin.reset();
      setCode("");
      await refresh();
      notifySuccess("Two-factor sign-in is on.");
    } catch (error) {
      setMessage(describeFailure("Not turned on", error));
    }
  };
  const newCodes = async () => {
    try {
      setCodes((await regenerate.mutateAsync()).recovery_codes);
      await refresh();
    } catch (error) {
      setMessage(describeFailure("No new codes", error));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="two-factor-title">
          Authenticator app
        </Title>
        {s && (
          <Badge color={s.totp_enabled ? "green" : "gray"} variant="dot" size="lg">
            {s.totp_enabled ? "On" : "Off"}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Signing in then takes your password and a 6-digit code from an app on your phone (Google
        Authenticator, 1Password, Microsoft Authenticator…).
      </Text>
      {!s ? (
        status.error ? (
          <FormFailure message={describeFailure("Error fetching two-factor sign-in", status.error)} />
        ) : (
          <Skeleton height={80} />
        )
      ) : (
        <Stack gap="md">
          {s.required && !s.totp_enabled && s.passkeys === 0 && (
            <Alert
              color="yellow"
              title="Two-factor sign-in is required"
              styles={{ title: { color: "var(--mantine-color-text)" } }}
            >
              The owner requires two-factor sign-in for all staff. Set up an authenticator app or add a
              passkey below to continue using the portal.
            </Alert>
          )}
          <FormFailure message={message} />
          {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />}
          {s.totp_enabled ? (
            <>
              <Text size="sm">
                On since {s.totp_enabled_at ? formatDateTime(s.totp_enabled_at) : "—"}. Recovery codes left:{" "}
                <strong>{s.recovery_codes_left}</strong>.
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden="true" />}
                  loading={regenerate.isPending}
                  onClick={() => void newCodes()}
                >
                  New recovery codes
                </Button>
                <TurnOffButton onDone={refresh} />
              </Group>
            </>
          ) : begin.data ? (
            <form noValidate onSubmit={(e) => void turnOn(e)} aria-label="Turn on the authenticator app">
              <Stack gap="md">
                <Text size="sm">
                  1. Scan this QR code with the app (or type the key below into it). 2. Enter the code the app
                  shows.
                </Text>
                <Image
                  src={begin.data.qr_code}
                  alt="QR code to add this account to your authenticator app"
                  w={200}
                  h={200}
                  bg="white"
                  p={4}
                  radius="sm"
                />
                <div>
                  <Text size="sm" fw={600}>
                    Setup key
                  </Text>
                  <Code fz="sm" style={{ overflowWrap: "anywhere" }} data-testid="totp-secret">
                    {begin.data.secret}
                  </Code>
                </div>
                <TextInput
                  label="Code from the app"
                  required
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={7}
                  maw={220}
                />
                <Group gap="sm">
                  <Button type="submit" loading={confirm.isPending}>
                    Turn on
                  </Button>
                  <Button variant="default" onClick={() => begin.reset()}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group>
              <Button
                leftSection={<IconDeviceMobile size={16} aria-hidden="true" />}
                loading={begin.isPending}
                onClick={() => {
                  setMessage(undefined);
                  begin.mutate(undefined, { onError: (e) => setMessage(describeFailure("Not started", e)) });
                }}
              >
                Set up authenticator app
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** Turning the app off asks for the password again, in a dialog. */
function TurnOffButton({ onDone }: { onDone: () => Promise<unknown> }) {
  const disable = useMutation(trpc.twoFactor.disableTotp.mutationOptions());
  const open = () => {
    const id = modals.open({
      title: "Turn off the authenticator app",
      children: (
        <TurnOffForm
          busy={disable.isPending}
          onCancel={() => modals.close(id)}
          onSubmit={async (password) => {
            await disable.mutateAsync({ password });
            modals.close(id);
            await onDone();
            notifySuccess("The authenticator app is off.");
          }}
        />
      ),
    });
  };
  return (
    <Button variant="default" color="red" onClick={open}>
      Turn off
    </Button>
  );
}

function TurnOffForm({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(password).catch((error: unknown) => setMessage(describeFailure("Not turned off", error)));
      }}
    >
      <Stack gap="md">
        <FormFailure message={message} />
        <PasswordInput
          label="Your password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          visibilityToggleButtonProps={{ "aria-label": "Show or hide the password" }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={busy}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
