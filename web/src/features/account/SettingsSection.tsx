import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { type CustomerDto, profileUpdateInput } from "@store/api/contracts";
import { IconDeviceFloppy, IconDownload, IconLogout, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { serverMessage } from "../../lib/api-errors";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { NameField, PhoneField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { FailureAlert } from "../layout/FailureAlert";
import { checkWith } from "./account-checks";
import { useSetSession } from "./use-account";

const NETWORK_FAILURE = "We could not reach the store. Check your connection and try again.";

type ProfileValues = { name: string; phone: string; reminders_opt_in: boolean };

/** The account's name, phone and e-mail reminders; its data and its deletion; signing out. */
export function SettingsSection({ customer }: { customer: CustomerDto }) {
  return (
    <Stack gap="md" maw={640}>
      <ProfileForm customer={customer} />
      <PrivacyCard email={customer.email} />
      <SignOutCard />
    </Stack>
  );
}

function ProfileForm({ customer }: { customer: CustomerDto }) {
  const setSession = useSetSession();
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const [saved, setSaved] = useState(false);
  const { form, formProps, busy, failure } = usePublicForm<ProfileValues>({
    initialValues: {
      name: customer.name ?? "",
      phone: customer.phone ?? "",
      reminders_opt_in: customer.reminders_opt_in,
    },
    onValuesChange: () => setSaved(false),
    check: (values) => checkWith(profileUpdateInput, values),
    send: async (values) => setSession(await update.mutateAsync(values)),
    networkFailure: NETWORK_FAILURE,
    onSuccess: () => setSaved(true),
  });
  return (
    <Card withBorder radius="lg" p="lg">
      <form {...formProps} aria-labelledby="profile-heading">
        <Title order={2} fz={20} id="profile-heading">
          Your details
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Checkout fills these in for you. Your e-mail address is {customer.email}.
        </Text>
        <Stack gap="sm">
          {failure && <FailureAlert title="Your details were not saved">{failure}</FailureAlert>}
          <NameField required={false} {...form.getInputProps("name")} />
          <PhoneField {...form.getInputProps("phone")} />
          <Switch
            label="E-mail me reminders"
            description="Team-store deadlines and when a new season's store opens."
            {...form.getInputProps("reminders_opt_in", { type: "checkbox" })}
          />
          <Group>
            <SubmitButton icon={IconDeviceFloppy} busy={busy} busyLabel="Saving...">
              Save Details
            </SubmitButton>
            {saved && (
              <Text role="status" size="sm" c="green.8" fw={600}>
                Saved.
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PrivacyCard({ email }: { email: string }) {
  const ask = useMutation(trpc.account.requestPrivacyLink.mutationOptions());
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} fz={20}>
        Your data
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        For your safety, both need a link we e-mail to {email}.
      </Text>
      {ask.isSuccess && (
        <Alert color="blue" role="status" mb="sm" title="Check your e-mail">
          {ask.data.message}
        </Alert>
      )}
      {ask.isError && (
        <FailureAlert mb="sm" title="The e-mail was not sent">
          {serverMessage(ask.error) ?? NETWORK_FAILURE}
        </FailureAlert>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={ask.isPending && ask.variables?.action === "export"}
          disabled={ask.isPending}
          onClick={() => ask.mutate({ action: "export" })}
        >
          Download My Data
        </Button>
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          loading={ask.isPending && ask.variables?.action === "delete"}
          disabled={ask.isPending}
          onClick={() => ask.mutate({ action: "delete" })}
        >
          Delete My Account
        </Button>
      </Group>
    </Card>
  );
}

function SignOutCard() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const signOut = useMutation(trpc.account.signOut.mutationOptions());
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between">
        <Text>Using a shared computer? Sign out when you are done.</Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => {
                setSession(null);
                void navigate({ to: "/" });
              },
            })
          }
        >
          Sign Out
        </Button>
      </Group>
      {signOut.isError && (
        <FailureAlert mt="sm" title="You are still signed in">
          {serverMessage(signOut.error) ?? NETWORK_FAILURE}
        </FailureAlert>
      )}
    </Card>
  );
}
