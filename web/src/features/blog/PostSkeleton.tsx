import { Container, Skeleton, Stack } from "@mantine/core";
import { BackToBlog } from "./BackToBlog";
import classes from "./post.module.css";

/** While the post is on its way: its shape, and the way back already usable. */
export function PostSkeleton() {
  return (
    <Container size={800} py={{ base: "md", sm: "xl" }} aria-busy="true" aria-label="Loading post">
      <BackToBlog />
      <div className={classes.header}>
        <Skeleton h={20} w={110} />
        <Skeleton h={36} mt="md" w="90%" />
        <Skeleton h={36} mt="xs" w="60%" />
        <Skeleton h={16} mt="lg" w="45%" />
      </div>
      <Skeleton className={classes.heroImage} style={{ aspectRatio: "16 / 9" }} />
      <Stack gap="sm" mt="xl">
        {["a", "b", "c", "d", "e"].map((key) => (
          <Skeleton key={key} h={14} w={key === "e" ? "70%" : "100%"} />
        ))}
      </Stack>
    </Container>
  );
}
