import { useCallback, useState } from "react";
import { addFiles } from "./file-checks";

/** A key that tells attached files apart (the same file is never attached twice). */
export const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** The files the visitor attached, and the spec's message for each file that was refused. */
export function useAttachedFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [messages, setMessages] = useState<string[]>([]);

  const add = useCallback(
    (incoming: readonly File[]) => {
      const next = addFiles(files, incoming);
      setFiles(next.files);
      // Each pick or drop gets its own messages; older ones no longer describe what just happened.
      setMessages(next.messages);
    },
    [files],
  );

  const remove = useCallback((key: string) => {
    setFiles((current) => current.filter((file) => fileKey(file) !== key));
  }, []);

  const clearMessages = useCallback(() => setMessages([]), []);

  const reset = useCallback(() => {
    setFiles([]);
    setMessages([]);
  }, []);

  return { files, messages, add, remove, clearMessages, reset };
}

/** What `useAttachedFiles` holds and does: what a form's upload field needs. */
export type AttachedFiles = ReturnType<typeof useAttachedFiles>;
