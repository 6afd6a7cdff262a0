import type { en } from "./tasks-writing.en";

export const pt: Record<keyof typeof en, string> = {
  "tasksWS.heading": "Tarefas de writing e speaking",
};
