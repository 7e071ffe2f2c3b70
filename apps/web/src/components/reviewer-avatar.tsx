/**
 * What a review's round avatar holds: the initial of the name, or for an anonymous review the outline
 * of a person (an inline SVG: the public pages carry no icon library). Decorative: the name is beside it.
 */
export function ReviewerAvatar({ name }: { name: string | null }) {
  if (name) return <>{Array.from(name)[0]?.toLocaleUpperCase()}</>;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="anonymous-avatar"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="currentColor"
    >
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.2 0-8 2.1-8 5v1.5c0 .8.7 1.5 1.5 1.5h13c.8 0 1.5-.7 1.5-1.5V19c0-2.9-3.8-5-8-5Z" />
    </svg>
  );
}
