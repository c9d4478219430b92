import { Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconLockOpen } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { trpc } from "../../lib/trpc";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { FailureAlert } from "../layout/FailureAlert";
import { savedAccessCode } from "./team-cart";
import type { FamilyStore } from "./team-store-types";

/** The store's code, typed once per tab: sent in the body, never in the address. */
export function AccessCodeForm({
  slug,
  message,
  onEntered,
}: {
  slug: string;
  message: string;
  onEntered: (store: FamilyStore, code: string) => void;
}) {
  const enter = useMutation(trpc.teamStores.enterStore.mutationOptions());
  const { form, formProps, busy, failure } = usePublicForm<{ access_code: string }>({
    initialValues: { access_code: "" },
    check: (values) => (values.access_code.trim() ? {} : { access_code: "Type the store's access code." }),
    send: async (values) => {
      const store = await enter.mutateAsync({ slug, access_code: values.access_code });
      savedAccessCode.set(slug, values.access_code);
      onEntered(store, values.access_code);
    },
    networkFailure: "We could not reach the store. Check your connection and try again.",
  });
  return (
    <Card withBorder radius="lg" p="lg" maw={480} mx="auto">
      <form {...formProps} aria-labelledby="access-code-heading">
        <Stack gap="md">
          <Title order={1} size="h2" id="access-code-heading">
            Team Store
          </Title>
          <Text>{message}</Text>
          {failure && <FailureAlert title="That did not open the store">{failure}</FailureAlert>}
          <PasswordInput
            label="Access code"
            required
            autoComplete="off"
            {...form.getInputProps("access_code")}
          />
          <SubmitButton icon={IconLockOpen} busy={busy} busyLabel="Opening...">
            Open the Store
          </SubmitButton>
        </Stack>
      </form>
    </Card>
  );
}
