import { Alert, Button, Card, Group, NumberInput, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { trpc } from "../../../lib/trpc";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { notifySuccess } from "../shared/feedback";
import { formatDateTime } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";

/** The owner's sign-in rules: two-factor sign-in for all staff, and the counter's approval limit. */
export function SignInRulesScreen() {
  const settings = useQuery(trpc.staffSettings.get.queryOptions());
  const queryClient = useQueryClient();
  const save = useMutation(
    trpc.staffSettings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.staffSettings.get.queryKey(), saved);
        notifySuccess("The sign-in rules were saved.");
      },
    }),
  );
  const [required, setRequired] = useState(false);
  const [limit, setLimit] = useState<number | string>(0);
  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setRequired(data.require_two_factor);
    setLimit(data.counter_approval_limit);
  }, [data]);

  return (
    <>
      <PageHeader title={adminScreens.signInRules.label} description={adminScreens.signInRules.description} />
      {data ? (
        <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="sign-in-rules-title">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ require_two_factor: required, counter_approval_limit: Number(limit) });
            }}
          >
            <Stack gap="lg">
              <Title order={2} size="h4" id="sign-in-rules-title">
                Sign-in rules
              </Title>
              <Switch
                checked={required}
                onChange={(e) => setRequired(e.currentTarget.checked)}
                label="Require two-factor sign-in for all staff"
                description="Staff without an authenticator app or a passkey are asked to set one up at their next sign-in, before anything else."
              />
              <NumberInput
                label="Counter approval limit"
                description="A counter person's refund above this amount waits for a manager's approval (0: every refund waits)."
                value={limit}
                onChange={setLimit}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                prefix="$"
                thousandSeparator=","
                maw={260}
              />
              {save.error && (
                <Alert color="red" title="Not saved" role="alert">
                  {describeFailure("The rules were not saved", save.error)}
                </Alert>
              )}
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {data.updated_at
                    ? `Last changed ${formatDateTime(data.updated_at)} by ${data.updated_by_email ?? "—"}.`
                    : "Not changed yet."}
                </Text>
                <Button type="submit" loading={save.isPending}>
                  Save rules
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      ) : settings.error ? (
        <ErrorBox
          message={describeFailure("Error fetching the sign-in rules", settings.error)}
          retryLabel="Try Again"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton height={220} />
      )}
    </>
  );
}
