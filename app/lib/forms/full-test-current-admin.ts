/**
 * The admin form of a current-format full test (page and checks): a title and the item ids of
 * every module (checkbox lists named reading.routing, reading.easier, ... writing, speaking). The
 * counts and types are checked by the service against app/domain/fulltest/current.ts.
 */
import { z } from "zod";

const Ids = z
  .array(z.coerce.number().int().positive())
  .max(40)
  .nullish()
  .transform((ids) => ids ?? []);

const Modules = z
  .object({ routing: Ids, easier: Ids, harder: Ids })
  .nullish()
  .transform((m) => m ?? { routing: [], easier: [], harder: [] });

export const CurrentFullTestSchema = z.object({
  title: z
    .string({ required_error: "adminPrompts.fullTest.titleRequired", invalid_type_error: "adminPrompts.fullTest.titleRequired" })
    .trim()
    .min(1, "adminPrompts.fullTest.titleRequired")
    .max(200, "adminPrompts.titleTooLong"),
  reading: Modules,
  listening: Modules,
  writing: Ids,
  speaking: Ids,
});
export type CurrentFullTestInput = z.output<typeof CurrentFullTestSchema>;
