import { IconFileTypePdf, IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import classes from "./FilePreview.module.css";
import { isImage } from "./file-checks";

const SIZE = 48;

/** A thumbnail of a picture (an object URL, released when the file goes), or a PDF icon. */
export function FilePreview({ file }: { file: File }) {
  const image = isImage(file);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!image) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file, image]);

  if (image && url) {
    return (
      <img src={url} alt={`Preview of ${file.name}`} width={SIZE} height={SIZE} className={classes.thumb} />
    );
  }
  const Icon = image ? IconPhoto : IconFileTypePdf;
  return (
    <span className={classes.icon} aria-hidden="true">
      <Icon size={26} stroke={1.5} />
    </span>
  );
}
