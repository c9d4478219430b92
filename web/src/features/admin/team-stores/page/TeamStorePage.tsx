import { Button, Stack } from "@mantine/core";
import type { TeamStoreDto } from "@store/api/contracts";
import { IconPlus } from "@tabler/icons-react";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { describeFailure, serverMessage } from "../../../../lib/api-errors";
import { BackToList } from "../../shared/BackToList";
import { RecordPending } from "../../shared/RecordPending";
import { ItemsSection } from "../items/ItemsSection";
import type { LifecycleStep } from "../lifecycle";
import { RosterSection } from "../roster/RosterSection";
import { SettingsModal } from "../settings/SettingsModal";
import { useTeamStore, useTeamStoreOrders } from "../team-store-data";
import { useTeamStoreMutations } from "../use-team-store-mutations";
import { BatchDownloads } from "./BatchDownloads";
import { FiguresRow } from "./FiguresRow";
import { LateOrderModal } from "./LateOrderModal";
import { LifecycleDialog } from "./LifecycleDialog";
import { LinksSection } from "./LinksSection";
import { OrdersByBatch } from "./OrdersByBatch";
import { StoreHeader } from "./StoreHeader";
import classes from "./TeamStorePage.module.css";

const BackLink = () => <BackToList to="/admin/team-stores">All team stores</BackToList>;

/** After close, staff may add late orders (batch 2) until that batch is frozen. */
const lateOrdersAllowed = ["closed", "in_production", "ready"];

/** A refusal to open that an approved proof would lift (staff may override it). */
const isProofRefusal = (error: unknown) => /approved proof/i.test(serverMessage(error) ?? "");

function StoreScreen({ store }: { store: TeamStoreDto }) {
  const orders = useTeamStoreOrders(store.id);
  const mutations = useTeamStoreMutations(store);
  const [editing, setEditing] = useState(false);
  const [addingLate, setAddingLate] = useState(false);
  const [step, setStep] = useState<LifecycleStep | null>(null);
  const [failure, setFailure] = useState<string>();
  const [proofRefused, setProofRefused] = useState(false);
  const rows = orders.data?.orders ?? [];

  const ask = (next: LifecycleStep | null) => {
    setStep(next);
    setFailure(undefined);
    setProofRefused(false);
  };
  const confirm = (extras: Parameters<typeof mutations.move>[1]) => {
    if (!step) return;
    setFailure(undefined);
    mutations.move(step.action, extras).then(
      () => ask(null),
      (error: unknown) => {
        if (isProofRefusal(error)) {
          // The server's first sentence names the quote; the rest speaks to integrators.
          const first = (serverMessage(error) ?? "").split(/(?<=\.) /)[0];
          setFailure(`${first} Tick the box below to open it anyway; it is written in the audit log.`);
          setProofRefused(true);
        } else {
          setFailure(describeFailure(`${step.label} did not happen`, error));
        }
      },
    );
  };

  return (
    <>
      <StoreHeader
        store={store}
        pendingStep={mutations.moving}
        onStep={ask}
        onEditSettings={() => setEditing(true)}
        lateOrders={rows.some((r) => r.batch === 2 && r.status !== "cancelled")}
      />
      <FiguresRow figures={orders.data?.figures} />
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          <ItemsSection store={store} actions={mutations.items} />
          <RosterSection store={store} actions={mutations.roster} />
          <OrdersByBatch
            rows={rows}
            action={
              lateOrdersAllowed.includes(store.status) ? (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => setAddingLate(true)}
                  style={{ alignSelf: "flex-start" }}
                >
                  Add a late order
                </Button>
              ) : undefined
            }
          />
        </Stack>
        <Stack gap="md" className={classes.side}>
          <LinksSection
            store={store}
            sendingCoachLink={mutations.sendingCoachLink}
            onSendCoachLink={mutations.sendCoachLink}
          />
          <BatchDownloads storeId={store.id} hasLateOrders={rows.some((r) => r.batch === 2)} />
        </Stack>
      </div>
      <SettingsModal
        store={store}
        opened={editing}
        onClose={() => setEditing(false)}
        onSave={mutations.saveSettings}
      />
      <LateOrderModal store={store} opened={addingLate} onClose={() => setAddingLate(false)} />
      <LifecycleDialog
        step={step}
        closesAt={store.closes_at}
        busy={mutations.moving !== null}
        failure={failure}
        proofRefused={proofRefused}
        unpaid={store.unpaid}
        onCancel={() => ask(null)}
        onConfirm={confirm}
      />
    </>
  );
}

/** One team store on its own page: settings, items, roster, lifecycle, links, orders by batch, papers. */
export function TeamStorePage({ id }: { id: string }) {
  const query = useTeamStore(id);
  if (query.data)
    return (
      <>
        <BackLink />
        <StoreScreen store={query.data} />
      </>
    );
  return (
    <>
      <BackLink />
      <RecordPending query={query} what="the team store" notFound="Team store not found" />
    </>
  );
}

/** The store page wired to its address (/admin/team-stores/<id>). */
export function TeamStorePageScreen() {
  const { id } = useParams({ from: "/admin/_portal/team-stores/$id" });
  return <TeamStorePage id={id} />;
}
