import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from "@tabler/icons-react";
import { storeInfo } from "../../data/store-info";

const socialLinks = [
  { label: "Clanton Sports Apparel on Facebook", href: storeInfo.social.facebook, Icon: IconBrandFacebook },
  {
    label: "Clanton Sports Apparel on Instagram",
    href: storeInfo.social.instagram,
    Icon: IconBrandInstagram,
  },
  { label: "Clanton Sports Apparel on X", href: storeInfo.social.x, Icon: IconBrandX },
] as const;

/** The store's social profiles as icon links; the caller's class styles each link. */
export function SocialLinks({ className, iconSize = 16 }: { className?: string; iconSize?: number }) {
  return socialLinks.map(({ label, href, Icon }) => (
    <a
      key={href}
      href={href}
      aria-label={label}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon size={iconSize} stroke={1.8} aria-hidden="true" />
    </a>
  ));
}
