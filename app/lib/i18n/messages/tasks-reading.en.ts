/** Current-format reading and listening tasks: practice screens and their admin. */
export const en = {
  "tasksRL.heading": "Reading and listening tasks",
} as const;
