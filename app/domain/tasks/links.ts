/**
 * Where a learner practises an item of a current-format task type. The previous format's routes
 * serve the new types too (ADR 0014): each screen branches on the item's kind or type.
 */
import { TASK_REGISTRY, taskTypeBySlug, type TaskType } from "./registry";

export function practiceHref(type: TaskType, id: number): string {
  switch (TASK_REGISTRY[type].storage) {
    case "passage":
      return `/reading/${id}`;
    case "audio":
      return `/listening/${id}`;
    case "writing_prompt":
      return `/writing-practice/${id}`;
    case "speaking_prompt":
      return `/speaking/${id}`;
  }
}

/** The list of a task type's items. */
export const taskListHref = (type: TaskType) => `/tasks/${TASK_REGISTRY[type].slug}`;

export { taskTypeBySlug };
