import { VisuallyHidden } from "@mantine/core";
import { CustomArtworkCta } from "./CustomArtworkCta";
import { HeroSlideshow } from "./HeroSlideshow";
import { ShopByCategory } from "./ShopByCategory";
import { TeamPackagesTeaser } from "./TeamPackagesTeaser";
import { useHomeContent } from "./use-home-content";
import { VendorLogos } from "./VendorLogos";

/** The storefront's front page: hero, brands, categories, team packages, custom artwork. */
export function HomePage() {
  // Every word and picture comes from one content read (staff edit them in Website Content).
  const { content, settled } = useHomeContent();
  const { words } = content;
  return (
    <>
      {/* The hero pictures carry the headlines; the page still needs its own top heading. */}
      <VisuallyHidden component="h1">{words("hero.page_heading")}</VisuallyHidden>
      <HeroSlideshow slides={settled ? content.slides : null} />
      <VendorLogos words={words} logos={content.vendors} settled={settled} />
      <ShopByCategory words={words} />
      <TeamPackagesTeaser words={words} />
      <CustomArtworkCta words={words} />
    </>
  );
}
