import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconBrush, IconMessageCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { stockDesignCategoryLabels } from "../../data/stock-design-categories";
import type { StockDesign } from "../../data/stock-designs";
import { GoldButtonLink } from "../../ui/links/ButtonLink";
import classes from "./DesignDetail.module.css";
import { DesignPicture } from "./DesignPicture";
import { DesignSpecs } from "./DesignSpecs";
import { DesignTags } from "./DesignTags";
import { DownloadDesignButton } from "./DownloadDesignButton";
import shared from "./designs.module.css";
import { MoreDesigns } from "./MoreDesigns";

/** /stock-designs/{id}: one design with its specifications, what to do with it, and its siblings. */
export function StockDesignDetailPage({ design }: { design: StockDesign }) {
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <Anchor component={Link} to="/stock-designs" fw={600} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        Back to Stock Designs
      </Anchor>

      <div className={classes.layout}>
        {/* Keyed so the loading state starts afresh when More Designs opens another design. */}
        <DesignPicture key={design.id} design={design} />

        <Stack gap="md">
          <div>
            <Badge variant="filled" color="navy.9" radius="sm">
              {stockDesignCategoryLabels[design.category]}
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 40 }} mt="xs" className={shared.heading}>
              {design.name}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} mt="xs">
              {design.description}
            </Text>
          </div>
          <div>
            <Text fw={600} fz="sm" mb={6} id="design-tags-label">
              Tags
            </Text>
            <DesignTags tags={design.tags} size="md" />
          </div>
          <DesignSpecs />
          <Group gap="sm">
            <DownloadDesignButton design={design} />
            <GoldButtonLink
              to="/team-packages/quote"
              search={{ design: design.id }}
              size="md"
              icon={IconBrush}
            >
              Use This Design
            </GoldButtonLink>
          </Group>
          <Paper radius="md" p="md" className={classes.customize}>
            <Text fz="sm">
              Want a different layout, your mascot or extra artwork?{" "}
              <Anchor component={Link} to="/contact" fw={600} className={classes.inlineIcon}>
                <IconMessageCircle size={16} aria-hidden="true" />
                Request Customization
              </Anchor>
            </Text>
          </Paper>
        </Stack>
      </div>

      <MoreDesigns design={design} />
    </Container>
  );
}
