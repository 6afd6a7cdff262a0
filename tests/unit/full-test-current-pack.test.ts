import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkModule, checkPromptList, MODULES, type ComposedItem } from "~/domain/fulltest/current";

const PACK = path.resolve(__dirname, "..", "..", "content", "pack", "current");

function item(key: string, id: number): ComposedItem {
  const [, type, slug] = key.split("/");
  const data = JSON.parse(readFileSync(path.join(PACK, type, `${slug}.json`), "utf8")) as { questions?: unknown[] };
  return { id, kind: type, questionCount: data.questions?.length ?? 0 };
}

describe("the content pack's current-format tests", () => {
  const tests = readdirSync(path.join(PACK, "tests")).filter((f) => f.endsWith(".json"));

  it.each(tests)("%s passes the same composition check as an admin's test", (file) => {
    const test = JSON.parse(readFileSync(path.join(PACK, "tests", file), "utf8"));
    let id = 0;
    for (const section of ["reading", "listening"] as const) {
      const keys: string[] = MODULES.flatMap((m) => test[section][m]);
      expect(new Set(keys).size).toBe(keys.length);
      const items = new Map(keys.map((k) => [k, item(k, ++id)]));
      for (const module of MODULES) {
        const ids = (test[section][module] as string[]).map((k) => items.get(k)!.id);
        expect(checkModule(section, module, ids, [...items.values()]), `${section}.${module}`).toBeNull();
      }
    }
    for (const section of ["writing", "speaking"] as const) {
      const prompts = (test[section] as string[]).map((k, i) => ({ id: i + 1, type: k.split("/")[1] }));
      expect(checkPromptList(section, prompts.map((p) => p.id), prompts), section).toBeNull();
    }
  });
});
