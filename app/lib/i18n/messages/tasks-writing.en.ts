/** Current-format writing and speaking tasks: practice screens and their admin. */
export const en = {
  "tasksWS.heading": "Writing and speaking tasks",
} as const;
