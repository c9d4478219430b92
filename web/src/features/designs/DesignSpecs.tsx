import { Paper, Title } from "@mantine/core";
import classes from "./DesignDetail.module.css";
import { DESIGN_SPECS } from "./design-specs";
import shared from "./designs.module.css";

/** The fixed specifications as a definition list: 'Format: Vector SVG/AI/EPS' and so on. */
export function DesignSpecs() {
  return (
    <Paper withBorder radius="md" p="md" className={classes.specs}>
      <Title order={2} fz="lg" mb="xs" className={shared.heading}>
        Design Specifications
      </Title>
      <dl className={classes.specList}>
        {DESIGN_SPECS.map((spec) => (
          <div key={spec.label} className={classes.specRow}>
            <dt>{spec.label}:</dt> <dd>{spec.value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
