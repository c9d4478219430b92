import { Paper, Text, Title } from "@mantine/core";
import headings from "./headings.module.css";
import classes from "./WhatHappensNext.module.css";

const steps = [
  {
    title: "Review & Assessment",
    text: "Our design team reads your request, looks over your files and checks what the artwork needs to print cleanly.",
  },
  {
    title: "Customization & Quote",
    text: "We shape the design around your colors, names and numbers, then send you a proof with a clear quote.",
  },
  {
    title: "Approval & Production",
    text: "Once you approve the proof, your order goes into production. Standard delivery takes 2-3 weeks.",
  },
] as const;

/** The three steps after a request is sent (spec §2). */
export function WhatHappensNext() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="what-happens-next">
      <Title order={2} fz={22} id="what-happens-next" className={headings.heading}>
        What Happens Next
      </Title>
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <Title order={3} fz="md" className={`${classes.title} ${headings.heading}`}>
                {step.title}
              </Title>
              <Text size="sm" c="dimmed" mt={2}>
                {step.text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
