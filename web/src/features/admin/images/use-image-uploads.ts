import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { notifyFailure, notifySuccess } from "../shared/feedback";
import { imageFileProblem, uploadFailureText, uploadImageFile } from "./upload-image";

/** One file on its way up, with how far it has gone (0 to 1). */
export interface UploadingFile {
  key: number;
  name: string;
  progress: number;
}

/**
 * Several images at once, each with its own progress bar (spec §2, §7): a file the browser can
 * already tell is wrong is refused with the §5 message; each stored one is announced, and the
 * list and tiles are asked again when the batch is done.
 */
export function useImageUploads() {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<UploadingFile[]>([]);
  const nextKey = useRef(0);

  const setProgress = (key: number, progress: number) =>
    setUploading((files) => files.map((f) => (f.key === key ? { ...f, progress } : f)));

  const upload = async (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) notifyFailure(problem, file.name);
      return !problem;
    });
    if (accepted.length === 0) return;
    const batch = accepted.map((file) => ({ file, key: nextKey.current++ }));
    setUploading((current) => [
      ...current,
      ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    await Promise.all(
      batch.map(async ({ file, key }) => {
        const outcome = await uploadImageFile(file, (fraction) => setProgress(key, fraction));
        setUploading((current) => current.filter((f) => f.key !== key));
        if (outcome.ok) notifySuccess("File uploaded successfully!");
        else notifyFailure(uploadFailureText(outcome.message));
      }),
    );
    await queryClient.invalidateQueries({ queryKey: trpc.images.pathKey() });
  };

  return { uploading, busy: uploading.length > 0, upload };
}
