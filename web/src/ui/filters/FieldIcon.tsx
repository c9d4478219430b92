/**
 * A field's small icon on the 15-unit grid of Mantine's input chevrons, in the text's colour and
 * hidden from screen readers (the control it sits on says what it does).
 */
export function FieldIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <path d={path} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
