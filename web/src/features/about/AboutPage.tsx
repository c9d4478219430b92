import { AboutHero } from "./AboutHero";
import shared from "./about.module.css";
import { OurStory } from "./OurStory";
import { OurValues } from "./OurValues";
import { TeamSection } from "./TeamSection";
import { VisitStore } from "./VisitStore";

/** /about: who the store is, what it stands for, who works there and where to find it. */
export function AboutPage() {
  return (
    <div className={shared.page}>
      <AboutHero />
      <OurStory />
      <OurValues />
      <TeamSection />
      <VisitStore />
    </div>
  );
}
