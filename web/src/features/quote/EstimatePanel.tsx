import { Text, Title } from "@mantine/core";
import type { Estimate } from "@store/db/catalogue";
import { formatDollars } from "../packages/format-dollars";
import { ExtraPlayersNote } from "./ExtraPlayersNote";
import classes from "./quote.module.css";
import boxes from "./quote-boxes.module.css";
import { lineDetail } from "./quote-values";

interface EstimatePanelProps {
  estimate: Estimate;
  players: number;
  /** The roster-over-package warning, or null. */
  extraPlayers: string | null;
}

/** The live estimate beside the form: the tables' prices, never a promise; the proof brings the price. */
export function EstimatePanel({ estimate, players, extraPlayers }: EstimatePanelProps) {
  return (
    <aside aria-labelledby="estimate-heading" className={`${boxes.card} ${classes.estimate}`}>
      <Title order={2} id="estimate-heading" size="h4">
        Your Estimate
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        From our price list, updated as you choose.
      </Text>
      {estimate.lines.length === 0 ? (
        <Text size="sm">Choose a sport and a package to see your estimate.</Text>
      ) : (
        <ul className={classes.estimateLines} aria-label="Estimate lines">
          {estimate.lines.map((line) => (
            <li key={`${line.kind}-${line.label}`} className={classes.estimateLine}>
              <div>
                <Text size="sm" fw={500}>
                  {line.label}
                </Text>
                {line.quantity > 1 && (
                  <Text size="xs" c="dimmed">
                    {lineDetail(line, formatDollars)}
                  </Text>
                )}
              </div>
              <Text size="sm" className={classes.amount}>
                {formatDollars(line.amount)}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.total} aria-live="polite" data-testid="estimate-total">
        <span>Estimate</span>
        <span className={classes.amount}>{formatDollars(estimate.total)}</span>
      </div>
      <Text size="sm" mt="xs">
        {players === 0
          ? "No players on the roster yet."
          : `${players} ${players === 1 ? "player" : "players"} on the roster.`}
      </Text>
      <ExtraPlayersNote warning={extraPlayers} mt="xs" p="xs" />
      <Text size="xs" c="dimmed" mt="sm">
        Your estimate — the final price comes with your proof. Nothing is made until you approve it.
      </Text>
    </aside>
  );
}
