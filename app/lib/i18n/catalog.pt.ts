/** The Brazilian Portuguese client catalog (from messages/*; loaded on its own by the browser; the admin screens' areas are in catalog-admin). */
import { pt as accounts } from "./messages/accounts.pt";
import { pt as blog } from "./messages/blog.pt";
import { pt as common } from "./messages/common.pt";
import { pt as grading } from "./messages/grading.pt";
import { pt as payments } from "./messages/payments.pt";
import { pt as practice } from "./messages/practice.pt";
import { pt as writingSpeaking } from "./messages/writing-speaking.pt";
import { pt as fullTest } from "./messages/full-test.pt";
import { pt as tasks } from "./messages/tasks.pt";
import { pt as tasksReading } from "./messages/tasks-reading.pt";
import { pt as tasksWriting } from "./messages/tasks-writing.pt";
import { pt as fullTestCurrent } from "./messages/full-test-current.pt";

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
};
