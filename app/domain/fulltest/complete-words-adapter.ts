/**
 * TEMPORARY adapter until app/domain/tasks/complete-words.ts (issue 10) lands on main: the full
 * test needs a Complete the Words paragraph's gaps and their check. The rule is theirs (ADR 0014:
 * first sentence intact; after it the second half of every second word is removed, 10 gaps); this
 * adapter is replaced by an import of their module after merging, and nothing else here knows it.
 */
export type CtwSegment = { text: string } | { gap: number; prefix: string; length: number };

export interface CtwGaps {
  segments: CtwSegment[];
  /** The missing letters of each gap, in order. */
  answers: string[];
}

export function completeWordsGaps(paragraph: string, gaps = 10): CtwGaps {
  const text = paragraph.trim();
  const firstEnd = text.search(/[.!?](\s|$)/);
  const head = firstEnd >= 0 ? text.slice(0, firstEnd + 1) : text;
  const rest = firstEnd >= 0 ? text.slice(firstEnd + 1) : "";
  const segments: CtwSegment[] = [{ text: head }];
  const answers: string[] = [];
  let wordIndex = 0;
  for (const token of rest.split(/(\s+)/)) {
    const word = /^([A-Za-z'’-]+)(.*)$/.exec(token);
    if (!word || answers.length >= gaps || /^\s*$/.test(token)) {
      segments.push({ text: token });
      continue;
    }
    wordIndex += 1;
    const letters = word[1];
    if (wordIndex % 2 === 0 && letters.length >= 2) {
      const keep = Math.ceil(letters.length / 2);
      segments.push({ gap: answers.length, prefix: letters.slice(0, keep), length: letters.length - keep });
      answers.push(letters.slice(keep));
      if (word[2]) segments.push({ text: word[2] });
    } else {
      segments.push({ text: token });
    }
  }
  return { segments, answers };
}

/** Whether a typed completion fills a gap (case and surrounding spaces ignored). */
export function checkGap(answer: string, typed: string | null | undefined): boolean {
  return (typed ?? "").trim().toLowerCase() === answer.toLowerCase();
}
