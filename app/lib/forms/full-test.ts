/**
 * The full test form (create and edit, page and JSON). Counts from app/domain/fulltest/composition;
 * the writing mix (1 integrated + 1 academic discussion) needs the prompts' types and is checked
 * by the service.
 */
import { z } from "zod";
import { COUNT_MESSAGE_KEYS, FULL_TEST_COUNTS, type FullTestSection } from "~/domain/fulltest/composition";

const Ids = (section: FullTestSection) =>
  z
    .array(
      z.number({ invalid_type_error: COUNT_MESSAGE_KEYS[section] }).int().positive(COUNT_MESSAGE_KEYS[section]),
      { invalid_type_error: COUNT_MESSAGE_KEYS[section] },
    )
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])])
    .refine((ids) => ids.length === FULL_TEST_COUNTS[section], COUNT_MESSAGE_KEYS[section]);

export const FullTestSchema = z.object({
  title: z
    .string({ required_error: "adminPrompts.fullTest.titleRequired", invalid_type_error: "adminPrompts.fullTest.titleRequired" })
    .trim()
    .min(1, "adminPrompts.fullTest.titleRequired")
    .max(200, "adminPrompts.titleTooLong"),
  readingPassageIds: Ids("reading"),
  listeningAudioIds: Ids("listening"),
  writingPromptIds: Ids("writing"),
  speakingPromptIds: Ids("speaking"),
});
export type FullTestInput = z.output<typeof FullTestSchema>;
