import { TextAreaField, type TextAreaFieldProps } from "./TextAreaField";

/**
 * What the visitor asks of the store in their own words: required, six lines tall from the start. A
 * public page's field, so it is drawn without Mantine's code (decision 063).
 */
export const MessageField = (props: TextAreaFieldProps) => <TextAreaField required rows={6} {...props} />;
