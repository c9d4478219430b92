import {
  type Icon,
  IconBallAmericanFootball,
  IconBallBaseball,
  IconBallBasketball,
  IconBallFootball,
  IconBallTennis,
  IconTarget,
  IconTrophy,
} from "@tabler/icons-react";
import type { TeamPackageSport } from "../../data/site-pages";

/** The picture beside each sport's name; softball's yellow ball stands in for fastpitch. */
export const sportIcons: Record<TeamPackageSport, Icon> = {
  baseball: IconBallBaseball,
  basketball: IconBallBasketball,
  cornhole: IconTarget,
  fastpitch: IconBallTennis,
  football: IconBallAmericanFootball,
  slowpitch: IconTrophy,
  soccer: IconBallFootball,
};
