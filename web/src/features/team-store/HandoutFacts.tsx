import classes from "./HandoutFacts.module.css";

export interface Fact {
  label: string;
  value: string;
  /** The line to find first (the balance). */
  strong?: boolean;
}

/** Label and value rows (a description list): the handout, the money, in the e-mails' words. */
export function HandoutFacts({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <dl className={classes.facts} data-testid={testId}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.row}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={fact.strong ? classes.owed : classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
