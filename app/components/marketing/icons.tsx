/** Small inline stroke icons (no image requests). Decorative: hidden from assistive technology. */
const paths = {
  reading: ["M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5z", "M4 19a2 2 0 0 1 2-2h13"],
  listening: ["M3 15v-3a9 9 0 0 1 18 0v3", "M3 15h3v6H4a1 1 0 0 1-1-1v-5z", "M21 15h-3v6h2a1 1 0 0 0 1-1v-5z"],
  writing: ["M12 20h9", "M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z"],
  speaking: ["M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z", "M19 10v2a7 7 0 0 1-14 0v-2", "M12 19v3"],
  fullTests: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z", "M12 7v5l3 2"],
  progress: ["M3 3v18h18", "M7 15l4-4 3 3 5-6"],
  check: ["M5 12l5 5L20 7"],
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
