import { Stack, Text } from "@mantine/core";
import type { CoachPage as CoachPageData } from "@store/api/contracts";
import { useQuery } from "@tanstack/react-query";
import { linkPageQuery } from "../../lib/load-link-page";
import { httpStatusOf } from "../../lib/server-refusal";
import { trpc } from "../../lib/trpc";
import { QueryPage, RetryLoadCard } from "../../ui/pages/QueryPage";
import { PhoneOrEmail } from "../layout/PhoneOrEmail";
import { usePageTitle } from "../layout/use-page-meta";
import { InvalidLinkCard } from "../review/InvalidLink";
import { CoachSummary } from "./CoachSummary";
import classes from "./coach.module.css";
import { NotOrderedList } from "./NotOrderedList";
import { OrderedTable } from "./OrderedTable";
import { RemindButton } from "./RemindButton";
import { RosterFlags } from "./RosterFlags";
import { ShareKit } from "./ShareKit";

/**
 * /coach/{token}: the coach's private page from the store's opening e-mail. Read only, apart from
 * the reminder button: who has ordered (and paid), who has not, the figures and a CSV.
 */
export function CoachPage({ token }: { token: string }) {
  const read = useQuery(trpc.coach.page.queryOptions({ token }, linkPageQuery));
  usePageTitle(
    read.data ? `${read.data.team_name}: coach's page` : "Your Team Store",
    "Who has ordered from your team store, and who has not yet.",
  );
  return (
    <QueryPage
      query={read}
      loadingLabel="Loading your team store"
      failed={(error) =>
        httpStatusOf(error) === 404 ? (
          <InvalidCoachLink />
        ) : (
          <RetryLoadCard onRetry={() => void read.refetch()} />
        )
      }
    >
      {(page) => <CoachDetails page={page} token={token} />}
    </QueryPage>
  );
}

function CoachDetails({ page, token }: { page: CoachPageData; token: string }) {
  return (
    <Stack gap="lg">
      <CoachSummary page={page} token={token} />
      <RosterFlags page={page} />
      <ShareKit page={page} token={token} />
      <div className={classes.layout}>
        <div className={classes.main}>
          <OrderedTable page={page} />
        </div>
        <Stack gap="lg" className={classes.side}>
          <NotOrderedList page={page} />
          <RemindButton page={page} token={token} />
        </Stack>
      </div>
    </Stack>
  );
}

/** An unknown or replaced coach link: say so and how to get the current one. */
function InvalidCoachLink() {
  return (
    <InvalidLinkCard title="This coach link is not valid">
      <Text mt="sm">
        Use the latest link from the store's e-mail: when the store sends a new link, older ones stop working.
      </Text>
      <Text mt="sm">
        Call <PhoneOrEmail /> and we will send it again.
      </Text>
    </InvalidLinkCard>
  );
}
