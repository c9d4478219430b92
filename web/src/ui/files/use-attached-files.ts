import { useCallback, useState } from "react";
import { addFiles, readContentProblem } from "./file-checks";

/** A key that tells attached files apart (the same file is never attached twice). */
export const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The files the visitor attached, the spec's message for each file that was refused, and the
 * problem found in an attached file's content (by file key): such a file stays listed with its
 * problem beside it until removed, so the visitor sees which one to replace.
 */
export function useAttachedFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});

  const add = useCallback(
    (incoming: readonly File[]) => {
      const next = addFiles(files, incoming);
      setFiles(next.files);
      // Each pick or drop gets its own messages; older ones no longer describe what just happened.
      setMessages(next.messages);
      for (const file of next.files.filter((kept) => !files.includes(kept))) {
        void readContentProblem(file).then((problem) => {
          if (problem) setProblems((current) => ({ ...current, [fileKey(file)]: problem }));
        });
      }
    },
    [files],
  );

  const remove = useCallback((key: string) => {
    setFiles((current) => current.filter((file) => fileKey(file) !== key));
    setProblems(({ [key]: _gone, ...rest }) => rest);
  }, []);

  const clearMessages = useCallback(() => setMessages([]), []);

  const reset = useCallback(() => {
    setFiles([]);
    setMessages([]);
    setProblems({});
  }, []);

  /** The names of attached files with a problem, in list order. */
  const unreadable = files.filter((file) => problems[fileKey(file)]).map((file) => file.name);

  return { files, messages, problems, unreadable, add, remove, clearMessages, reset };
}

/** What `useAttachedFiles` holds and does: what a form's upload field needs. */
export type AttachedFiles = ReturnType<typeof useAttachedFiles>;
