/**
 * What every form with unsaved changes asks before they are thrown away (a dialog closing, the
 * page being left): the same question and the same two answers everywhere in the portal.
 */
export const discardWords = {
  title: "Discard your changes?",
  text: "What you changed in this form is not saved yet.",
  keep: "Keep editing",
  discard: "Discard changes",
} as const;
