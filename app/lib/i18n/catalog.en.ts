/** The English client catalog (from messages/*; loaded on its own by the browser; the admin screens' areas are in catalog-admin). */
import { en as accounts } from "./messages/accounts.en";
import { en as blog } from "./messages/blog.en";
import { en as common } from "./messages/common.en";
import { en as grading } from "./messages/grading.en";
import { en as payments } from "./messages/payments.en";
import { en as practice } from "./messages/practice.en";
import { en as writingSpeaking } from "./messages/writing-speaking.en";
import { en as fullTest } from "./messages/full-test.en";
import { en as tasks } from "./messages/tasks.en";
import { en as tasksReading } from "./messages/tasks-reading.en";
import { en as tasksWriting } from "./messages/tasks-writing.en";
import { en as fullTestCurrent } from "./messages/full-test-current.en";

export const catalog = {
  ...accounts,
  ...blog,
  ...common,
  ...grading,
  ...payments,
  ...practice,
  ...writingSpeaking,
  ...fullTest,
  ...tasks,
  ...tasksReading,
  ...tasksWriting,
  ...fullTestCurrent,
} as const;
