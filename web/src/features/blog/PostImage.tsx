import { IconArticle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import classes from "./blog.module.css";

interface PostImageProps {
  src: string | null;
  /** "" when the title sits right beside the picture, so it is not read out twice. */
  alt: string;
  /** Pictures above the fold load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A post's picture in a 16:9 frame; a page outline when it has none or it fails to load. */
export function PostImage({ src, alt, eager = false, className, children }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? null : src;
  return (
    <div className={[classes.frame, className ?? ""].join(" ")}>
      {shown ? (
        <img
          className={classes.image}
          src={shown}
          alt={alt}
          width={800}
          height={450}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <IconArticle className={classes.placeholder} stroke={1.25} aria-hidden="true" />
      )}
      {children}
    </div>
  );
}
