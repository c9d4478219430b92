/** A member of staff on the about page (spec §3: name, role, image, bio). */
export interface TeamMember {
  /** Names the portrait file: /images/team/{slug}.svg, drawn by tools/artwork/src/portraits.ts. */
  slug: string;
  name: string;
  role: string;
  image: string;
  bio: string;
}

const portrait = (slug: string) => `/images/team/${slug}.svg`;

/** The three staff cards under "Meet Our Team", in the order they are shown. */
export const teamMembers: readonly TeamMember[] = [
  {
    slug: "dale-whitfield",
    name: "Dale Whitfield",
    role: "Owner & Founder",
    image: portrait("dale-whitfield"),
    bio: "A former youth baseball coach, Dale opened the store in 2013 after one too many seasons of chasing late uniform orders. He still checks every team order before it leaves the shop.",
  },
  {
    slug: "tasha-morgan",
    name: "Tasha Morgan",
    role: "Lead Designer",
    image: portrait("tasha-morgan"),
    bio: "Tasha turns logos, sketches and team colours into print-ready artwork. She has designed uniforms for more than two hundred local teams, from T-ball to varsity.",
  },
  {
    slug: "marcus-bell",
    name: "Marcus Bell",
    role: "Team Sales Manager",
    image: portrait("marcus-bell"),
    bio: "Marcus works with coaches, leagues and booster clubs to build packages that fit the roster and the budget, and makes sure the order arrives before the first game.",
  },
];
