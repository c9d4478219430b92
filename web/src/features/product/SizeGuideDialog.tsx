import { List, Modal, Text } from "@mantine/core";
import { tip } from "../../data/sizing-charts/model";
import { sizeGuideFor } from "../../data/sizing-charts/size-guide-for";
import { SizeChartCard } from "../sizing/SizeChartCard";
import { AnchorLink } from "./AnchorLink";

/**
 * The product's size chart in a dialog over the page, so the shopper keeps their place and size.
 * Its own module: the dialog's code and the charts arrive with the first "Size guide", not with
 * the page.
 */
export default function SizeGuideDialog({
  product,
  opened,
  onClose,
}: {
  product: { name: string; category: string };
  opened: boolean;
  onClose: () => void;
}) {
  const guide = sizeGuideFor(product);
  const measured = guide.chart.columns.slice(1).map((column) => column.toLowerCase());
  const tips = [tip.chest, tip.waist, tip.inseam, tip.length].filter((t) =>
    measured.includes(t.part.toLowerCase()),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Size guide: ${guide.chart.title}`}
      size="lg"
      closeButtonProps={{ "aria-label": "Close the size guide" }}
      // The button that opened it takes focus back itself (SizeGuideButton).
      returnFocus={false}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <SizeChartCard chart={guide.chart} />
      <Text fw={700} mt="md" mb={4}>
        How to measure
      </Text>
      <List size="sm" spacing={4}>
        {tips.map((t) => (
          <List.Item key={t.part}>
            <strong>{t.part}:</strong> {t.how}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="md">
        {guide.sport ? (
          <>
            <AnchorLink to="/sizing-info/$sport" params={{ sport: guide.sport }} fw={600}>
              The full {guide.sport} sizing guide
            </AnchorLink>{" "}
            has fit tips for every garment of the uniform.{" "}
          </>
        ) : null}
        Between sizes or fitting a team?{" "}
        <AnchorLink to="/contact" fw={600}>
          Contact Our Sizing Experts
        </AnchorLink>
        .
      </Text>
    </Modal>
  );
}
