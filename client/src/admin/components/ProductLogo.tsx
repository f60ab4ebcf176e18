/** The staff area's mark beside its name (the shell's header, the signed-out screens' card); decorative. */
export function ProductLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#fbbf24" />
      <path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="#14532d" />
    </svg>
  );
}
