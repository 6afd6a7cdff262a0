import { describe, expect, it } from "vitest";
import { completeWordsGaps } from "~/domain/tasks/complete-words";
import { listeningItemIssues, readingItemIssues, type ListeningTaskType, type ReadingTaskType } from "~/domain/tasks/reading-listening-rules";
// @ts-ignore - plain .mjs module
import { loadPack, transcriptText } from "../../scripts/content/import-pack.mjs";

// Every current-format item of the content pack passes the same rules an administrator's item must pass.

type Question = { questionText: string; options: string[]; correctAnswer: string; explanation: string };
const pack = loadPack() as {
  current: Record<string, Array<{ slug: string; title: string; content?: string; genre?: string; questions?: Question[] }>>;
  audio: Array<{ slug: string; seconds: number }>;
};

describe("the content pack's current reading items", () => {
  for (const type of ["complete_words", "daily_life", "academic_passage"] as ReadingTaskType[]) {
    it(`every ${type} item meets the admin rules`, () => {
      for (const item of pack.current[type]) {
        const issues = readingItemIssues(type, { title: item.title, content: item.content ?? "", genre: item.genre ?? null, questions: item.questions ?? [] });
        expect(issues, `${type}/${item.slug}`).toEqual([]);
      }
    });
  }

  it("every Complete the Words paragraph yields its ten gaps", () => {
    for (const item of pack.current.complete_words) expect(completeWordsGaps(item.content!), item.slug).toHaveLength(10);
  });
});

describe("the content pack's current listening items", () => {
  for (const type of ["choose_response", "listen_conversation", "listen_announcement", "academic_talk"] as ListeningTaskType[]) {
    it(`every ${type} item meets the admin rules`, () => {
      for (const item of pack.current[type]) {
        const transcription = transcriptText(item) as string;
        const audio = pack.audio.find((a) => a.slug.endsWith(item.slug));
        const issues = listeningItemIssues(type, {
          title: item.title,
          transcription,
          duration: Math.max(1, Math.round(audio?.seconds ?? 1)),
          questions: item.questions ?? [],
        });
        expect(issues, `${type}/${item.slug}`).toEqual([]);
      }
    });
  }
});
