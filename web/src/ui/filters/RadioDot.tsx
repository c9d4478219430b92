/** A radio's filled dot (Mantine Radio's icon), shown by its control's CSS once chosen. */
export function RadioDot({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      viewBox="0 0 5 5"
      aria-hidden="true"
      className={className}
    >
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>
  );
}
