/**
 * The current format's practice catalogue: the hub's task types with their item counts, and one
 * type's items with the learner's state of each (free-tier aware: new items count toward their
 * section, with the previous format's items, see ADR 0014).
 */
import { hasPremiumAccess } from "~/domain/access";
import { canOpenItem, isSectionLimitReached } from "~/domain/free-tier";
import { practiceHref, taskListHref } from "~/domain/tasks/links";
import { itemState, itemTitle, type ItemState } from "~/domain/tasks/list";
import { SECTIONS, TASK_REGISTRY, taskTypesOf, type Section, type TaskType } from "~/domain/tasks/registry";
import type { Db } from "~/lib/db.server";
import type { User } from "~/models/user.server";
import { countTaskItems, learnerItemRecords, listTaskItems, submittedSectionItemIds } from "~/models/task-items.server";

export interface HubTaskType {
  type: TaskType;
  slug: string;
  href: string;
  items: number;
}

/** The task types of the current format by section, with how many items each offers. */
export async function taskHub(db: Db): Promise<{ section: Section; types: HubTaskType[] }[]> {
  const counts = await countTaskItems(db);
  return SECTIONS.map((section) => ({
    section,
    types: taskTypesOf(section).map((t) => ({ type: t.type, slug: t.slug, href: taskListHref(t.type), items: counts[t.type] ?? 0 })),
  }));
}

export interface TaskListItem {
  id: number;
  href: string;
  title: string | null;
  set: string | null;
  position: number | null;
  difficulty: string | number | null;
  questionCount: number | null;
  state: ItemState;
}

/** One task type's items with the learner's state of each. */
export async function taskList(db: Db, user: User, type: TaskType) {
  const info = TASK_REGISTRY[type];
  const premium = hasPremiumAccess(user);
  const [items, submitted] = await Promise.all([listTaskItems(db, type), submittedSectionItemIds(db, user.id, info.section)]);
  const tier = { premium, submittedItemIds: submitted };
  const records = await learnerItemRecords(
    db,
    user.id,
    type,
    items.map((i) => i.id),
  );
  const list: TaskListItem[] = items.map((item) => ({
    id: item.id,
    href: practiceHref(type, item.id),
    ...itemTitle(type, item),
    difficulty: item.difficulty,
    questionCount: item.questionCount,
    state: itemState(info.scoring, canOpenItem(tier, item.id), records.get(item.id), item.questionCount),
  }));
  return { type, section: info.section, scoring: info.scoring, premium, limitReached: isSectionLimitReached(tier), items: list };
}
