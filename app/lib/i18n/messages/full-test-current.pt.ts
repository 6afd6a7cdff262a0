import type { en } from "./full-test-current.en";

export const pt: Record<keyof typeof en, string> = {
  "ftc.formatCurrent": "Formato atual (2026)",
};
