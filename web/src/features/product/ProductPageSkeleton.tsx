import { Container, Skeleton, Stack } from "@mantine/core";
import classes from "./ProductPage.module.css";

/** The product page's shape while its product loads. */
export function ProductPageSkeleton() {
  return (
    <Container
      size="lg"
      py={{ base: "md", sm: "xl" }}
      role="status"
      aria-busy="true"
      aria-label="Loading product"
    >
      <Skeleton h={14} w={180} mb="lg" />
      <div className={classes.layout}>
        <Skeleton radius="md" style={{ aspectRatio: "4 / 3" }} />
        <Stack gap="md">
          <Skeleton h={20} w={90} />
          <Skeleton h={34} w="80%" />
          <Skeleton h={28} w={100} />
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
          <Skeleton h={44} w={260} mt="md" />
        </Stack>
      </div>
    </Container>
  );
}
