import type { DesignStep, EventDto } from "@store/api/contracts";
import { designStatusWords } from "@store/db/catalogue";
import type { Voice } from "./voice";

/** Every kind of step the server records (its own union), so a new kind fails here until named. */
export type DesignEventKind = DesignStep["kind"];

interface StepWords {
  /** The step's name. */
  name: string;
  /** The name staff read, where it differs. */
  staff?: string;
  /** The customer's name for the step when it concerns one proof ("Proof 2 sent"). */
  onProof?: (proof: string) => string;
}

const stepWords: Record<DesignEventKind, StepWords> = {
  requested: { name: "Request received" },
  quote_sent: { name: "Quote sent" },
  proof_sent: { name: "Proof sent", onProof: (proof) => `${proof} sent` },
  approved: { name: "Approved", onProof: (proof) => `${proof} approved` },
  changes_requested: {
    name: "Changes requested",
    staff: "Asked for changes",
    onProof: (proof) => `Changes requested on ${proof}`,
  },
  status_changed: { name: "Status changed" },
  order_created: { name: "Order created" },
};

type EventFacts = Pick<EventDto, "kind" | "proof_version" | "from_status" | "to_status">;

const wordsOf = (kind: string): StepWords | undefined =>
  Object.hasOwn(stepWords, kind) ? stepWords[kind as DesignEventKind] : undefined;

/** A kind recorded before this page knew it: its own words, "roster_fixed" as "Roster fixed". */
const spelledOut = (kind: string) => kind.replace(/[_.]/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/**
 * One step of the history in words. Staff: "Proof sent (version 2)", "Status changed: New →
 * Cancelled". Customer: "Proof 2 sent", "Changes requested on Proof 2", "Status: In production".
 */
export function eventTitle(event: EventFacts, voice: Voice): string {
  const words = wordsOf(event.kind);
  if (voice === "staff") {
    const what = words ? (words.staff ?? words.name) : spelledOut(event.kind);
    const version = event.proof_version ? ` (version ${event.proof_version})` : "";
    const { from_status: from, to_status: to } = event;
    const move = from && to && from !== to ? `: ${designStatusWords[from]} → ${designStatusWords[to]}` : "";
    return `${what}${version}${move}`;
  }
  if (!words || event.kind === "status_changed") {
    if (event.to_status) return `Status: ${designStatusWords[event.to_status]}`;
    return words?.name ?? spelledOut(event.kind);
  }
  return event.proof_version && words.onProof ? words.onProof(`Proof ${event.proof_version}`) : words.name;
}

/** Who did it. Staff: "Customer · Pat Coach". Customer: "You", or the staff member by name. */
export function eventActor(event: Pick<EventDto, "actor" | "actor_name">, voice: Voice): string {
  if (voice === "staff") return `${event.actor === "customer" ? "Customer" : "Staff"} · ${event.actor_name}`;
  return event.actor === "customer" ? "You" : `${event.actor_name} (Clanton Sports Apparel)`;
}
