import { VisuallyHidden } from "@mantine/core";
import { storeInfo } from "../../data/store-info";
import { CustomArtworkCta } from "./CustomArtworkCta";
import { HeroSlideshow } from "./HeroSlideshow";
import { ShopByCategory } from "./ShopByCategory";
import { TeamPackagesTeaser } from "./TeamPackagesTeaser";
import { VendorLogos } from "./VendorLogos";

/** The storefront's front page: hero, brands, categories, team packages, custom artwork. */
export function HomePage() {
  return (
    <>
      {/* The hero pictures carry the headlines; the page still needs its own top heading. */}
      <VisuallyHidden component="h1">
        {storeInfo.name}: team apparel, uniforms and gear from {storeInfo.town}
      </VisuallyHidden>
      <HeroSlideshow />
      <VendorLogos />
      <ShopByCategory />
      <TeamPackagesTeaser />
      <CustomArtworkCta />
    </>
  );
}
