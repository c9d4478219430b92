import { Container, Text, Title } from "@mantine/core";
import { type TeamMember, teamMembers } from "../../data/team-members";
import shared from "./about.module.css";
import classes from "./TeamSection.module.css";

function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className={classes.card}>
      <img
        className={classes.portrait}
        src={member.image}
        alt={`Illustrated portrait of ${member.name}`}
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <div className={classes.body}>
        <Title order={3} fz="xl">
          {member.name}
        </Title>
        <Text className={classes.role}>{member.role}</Text>
        <Text mt="sm" className={shared.muted}>
          {member.bio}
        </Text>
      </div>
    </li>
  );
}

/** "Meet Our Team": the three staff cards (spec §2). */
export function TeamSection() {
  return (
    <Container component="section" size="xl" className={shared.section} aria-labelledby="team-heading">
      <div className={shared.centered}>
        <div className={shared.eyebrow}>The people behind the counter</div>
        <Title order={2} id="team-heading" fz={{ base: 28, md: 36 }} mt={4}>
          Meet Our Team
        </Title>
        <Text mt="sm" className={shared.muted}>
          A small crew of designers, printers and former coaches who love outfitting teams.
        </Text>
      </div>
      <ul className={classes.grid}>
        {teamMembers.map((member) => (
          <TeamCard key={member.slug} member={member} />
        ))}
      </ul>
    </Container>
  );
}
