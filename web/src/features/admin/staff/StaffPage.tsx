import { Button, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { ErrorBox } from "../shared/ErrorBox";
import { PageHeader } from "../shared/PageHeader";
import { AddStaffModal } from "./AddStaffModal";
import { type StaffAccount, StaffTable } from "./StaffTable";
import { useStaff } from "./use-staff";

/** Who may sign in to the portal: every admin account, adding one, and taking access away. */
export function StaffPage() {
  const { list, refresh, create, removeAccess } = useStaff();
  const [adding, setAdding] = useState(false);

  const askRemove = (account: StaffAccount) =>
    modals.openConfirmModal({
      title: "Remove access",
      children: (
        <Text size="sm">
          Remove staff access for {account.email}? They are signed out at once and can no longer open the
          portal, and their API keys are revoked; their account stays, as a customer account.
        </Text>
      ),
      labels: { confirm: "Remove access", cancel: "Cancel" },
      // The darker red keeps white text readable (as confirmDelete does).
      confirmProps: { color: "red.9" },
      onConfirm: () => removeAccess.mutate({ id: account.id }),
    });

  return (
    <>
      <PageHeader
        title="Staff Accounts"
        description="Who may sign in to this portal. Every staff account has full admin access."
        actions={
          <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add Staff Account
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <ErrorBox
          message={describeFailure("Error fetching staff accounts", list.error)}
          retryLabel="Retry"
          onRetry={() => void refresh()}
        />
      ) : (
        <StaffTable
          accounts={list.data}
          fetching={list.isFetching}
          isRemoving={(id) => removeAccess.isPending && removeAccess.variables?.id === id}
          onRemove={askRemove}
        />
      )}
      <AddStaffModal opened={adding} onClose={() => setAdding(false)} onCreate={create.mutateAsync} />
    </>
  );
}
