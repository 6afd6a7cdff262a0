/** The current-format (adaptive) full test: taking it, its results, its admin. */
export const en = {
  "ftc.formatCurrent": "Current format (2026)",
} as const;
