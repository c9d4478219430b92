import { IconFileTypePdf, IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import classes from "./FilePreview.module.css";
import { isImage, readContentProblem } from "./file-checks";

const SIZE = 48;

/**
 * A thumbnail of a picture (an object URL, released when the file goes), or a PDF icon; a picture
 * that is `broken` (its content is not one) or that the browser cannot draw shows the picture icon,
 * never a broken image.
 */
export function FilePreview({ file, broken = false }: { file: File; broken?: boolean }) {
  const image = isImage(file);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!image) return;
    let objectUrl: string | undefined;
    let gone = false;
    // Only a file whose first bytes are a picture gets a preview: the browser would draw anything
    // else as a broken image.
    void readContentProblem(file).then((problem) => {
      if (gone || problem) return;
      objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
    });
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file, image]);

  if (image && url && !broken && !failed) {
    return (
      <img
        src={url}
        alt={`Preview of ${file.name}`}
        width={SIZE}
        height={SIZE}
        className={classes.thumb}
        onError={() => setFailed(true)}
      />
    );
  }
  const Icon = image ? IconPhoto : IconFileTypePdf;
  return (
    <span className={classes.icon} aria-hidden="true">
      <Icon size={26} stroke={1.5} />
    </span>
  );
}
