import type { en } from "./tasks-reading.en";

export const pt: Record<keyof typeof en, string> = {
  "tasksRL.heading": "Tarefas de reading e listening",
};
