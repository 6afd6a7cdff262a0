import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBuiltinGrader, gradeEssayBuiltin, scoreEssay, toScale } from "~/domain/grading/builtin";
import { computeEssayFeatures } from "~/domain/grading/features";
import {
  EssayGradeSchema,
  type FeedbackText,
  NO_SPEECH_PROVIDER_ERROR,
  renderFeedbackText,
  SpeakingFeedbackSchema,
  speakingToeflEquivalent,
  toHalfPoints,
  WritingFeedbackSchema,
} from "~/domain/grading/grader";
import { GRADING_MAX_RETRIES, isLastAttempt, retryDelaySeconds } from "~/domain/grading/queue";
import { discussionPosts, mainQuestion, sampleResponse } from "~/domain/grading/sample-response";
import { gradingState } from "~/domain/grading/status";
import { countWords, lemma, mtld, sentences } from "~/domain/grading/text";
import { isMessageKey, makeT } from "~/lib/i18n";

const PROMPT =
  "Do you agree or disagree with the following statement? It is better for university students to live on campus than at home with their families. Use specific reasons and examples to support your answer.";

// Essays written for these tests.
const STRONG = `Many young people face an important decision when they begin university: whether to live on campus or to stay at home with their families. In my opinion, living on campus is the better choice for most university students, because it builds independence and makes academic life much easier.

First, living on campus teaches students to be responsible for themselves. When I moved into a residence hall during my first year, I had to manage my own budget, cook simple meals and organize my schedule without my parents reminding me. For example, I learned to plan my week on Sunday evenings so that I never missed a deadline. These skills are difficult to develop at home, where families naturally take care of many daily tasks.

Second, students who live on campus can participate fully in academic and social activities. Libraries, laboratories and study groups are only a few minutes away, so it is easy to stay late to finish a project or to meet classmates for a discussion. In contrast, a friend of mine who lived with his family spent almost two hours commuting every day, and as a result he often skipped evening lectures and club meetings. Furthermore, campus life helps students build friendships with people from different backgrounds, which broadens their perspective.

Admittedly, living at home is cheaper, and some students value the emotional support of their families. However, many universities offer scholarships and affordable housing, and students can still visit their families on weekends. Therefore, the financial argument is not strong enough to outweigh the benefits of independence and access to campus resources.

In conclusion, although staying at home has some advantages, living on campus gives university students better opportunities to grow as independent adults and to succeed academically. For these reasons, I strongly believe that students should live on campus whenever it is possible.`;

const WEAK = `i think live in campus is good. because student can study. student can study more. home is not good because family is noisy and i cant study. campus is good for student. i like campus. my freind live in campus and he is happy happy. so campus is good.`;

const OFF_TOPIC = `Football is the most popular sport in my country. Every weekend millions of fans watch the matches on television or go to the stadium to support their favourite team. The players train very hard, and the best of them become famous athletes who earn a lot of money. My favourite team won the national championship last season after a dramatic final game. I think football teaches people about teamwork and discipline, and it brings different communities together in a way that few other activities can.`;

const grader = createBuiltinGrader();
const independent = (essay: string) => gradeEssayBuiltin({ taskType: "independent", prompt: PROMPT, essay });
const keysOf = (texts: FeedbackText[]) => texts.map((t) => (typeof t === "string" ? t : t.key));

describe("text measures", () => {
  it("counts words by whitespace, as the 100-word minimum does", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one\ttwo\nthree  ")).toBe(3);
    expect(countWords("well-known, isn't it?")).toBe(3);
  });

  it("splits sentences and meets regular word forms", () => {
    expect(sentences("One. Two! Three?\nFour")).toEqual(["One.", "Two!", "Three?", "Four"]);
    expect(lemma("studies")).toBe("study");
    expect(lemma("planned")).toBe("plan");
    expect(lemma("running")).toBe("run");
  });

  it("rates varied vocabulary higher than repetition (MTLD)", () => {
    const repetitive = "the cat saw the cat and the cat saw the dog and the dog saw the cat".split(" ");
    const varied = "a curious fox quietly crossed the frozen river while distant owls watched every careful step".split(" ");
    expect(mtld(varied)).toBeGreaterThan(mtld(repetitive));
  });
});

describe("the built-in essay grader", () => {
  it("scores a developed, organised, accurate essay high and a short, error-filled one low", () => {
    const strong = independent(STRONG);
    const weak = independent(WEAK);
    expect(strong.score).toBeGreaterThanOrEqual(4);
    expect(weak.score).toBeLessThanOrEqual(2);
    expect(strong.score).toBeGreaterThan(weak.score);
  });

  it("gives every score in half points between 0 and 5, and passes its own result schema", () => {
    for (const essay of [STRONG, WEAK, OFF_TOPIC, "", "ok"]) {
      const result = independent(essay);
      expect(Number.isInteger(result.score * 2)).toBe(true);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(5);
      expect(EssayGradeSchema.safeParse(result).success).toBe(true);
    }
  });

  it("is deterministic: the same essay always gets the same grade and feedback", () => {
    expect(independent(STRONG)).toEqual(independent(STRONG));
    expect(independent(WEAK)).toEqual(independent(WEAK));
  });

  it("scores a clearly better version of the same essay higher (monotonicity)", () => {
    const firstHalf = STRONG.split("\n\n").slice(0, 2).join("\n\n");
    const sloppy = firstHalf.replace(/\bI\b/g, "i").replace(/\. ([A-Z])/g, (_, c: string) => `. ${c.toLowerCase()}`);
    const scores = [independent(sloppy).score, independent(firstHalf).score, independent(STRONG).score];
    expect(scores[0]).toBeLessThanOrEqual(scores[1]);
    expect(scores[1]).toBeLessThan(scores[2]);
    expect(scoreEssay(sloppy, { taskType: "independent", prompt: PROMPT }).continuous).toBeLessThan(
      scoreEssay(firstHalf, { taskType: "independent", prompt: PROMPT }).continuous,
    );
  });

  it("holds a well-written essay on another topic to 1 and says it does not answer the question", () => {
    const result = independent(OFF_TOPIC);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.feedback).toEqual({ key: "grading.writing.offTopic" });
    expect(keysOf(result.suggestions)).toContain("grading.suggest.relevance");
  });

  it("gives 0 to a blank essay, keystrokes and a non-English answer", () => {
    expect(independent("").score).toBe(0);
    expect(independent("   \n  ").feedback).toEqual({ key: "grading.writing.blank" });
    expect(independent("asdf jkl qwer uiop zxcv bnm asdf jkl qwer uiop zxcv bnm asdf jkl qwer uiop.").score).toBe(0);
    const portuguese =
      "Eu acho que os estudantes devem morar no campus porque podem estudar mais e fazer amigos novos todos os dias da semana.";
    expect(independent(portuguese).score).toBe(0);
  });

  it("names what the learner can change, with the measured figures", () => {
    const weak = independent(WEAK);
    const byKey = Object.fromEntries(
      weak.suggestions.filter((s): s is Exclude<FeedbackText, string> => typeof s !== "string").map((s) => [s.key, s.params]),
    );
    expect(byKey["grading.suggest.lengthShort"]).toEqual({ words: countWords(WEAK), target: "300+" });
    expect(byKey["grading.suggest.lowercaseI"]).toEqual({ count: 3 });
    expect(byKey["grading.suggest.spelling"]).toEqual({ words: "cant → can't, freind → friend" });
    expect(byKey["grading.suggest.repeatedWord"]).toEqual({ word: "happy" });
    const t = makeT("en");
    expect(renderFeedbackText(t, weak.suggestions[0])).not.toMatch(/^grading\./);
    expect(renderFeedbackText(t, { key: "grading.suggest.lengthShort", params: { words: 84, target: "150-225" } })).toBe(
      "Your essay has 84 words; aim for 150-225.",
    );
  });

  it("only uses message keys that exist in the catalog", () => {
    const results = [STRONG, WEAK, OFF_TOPIC, ""].map(independent);
    const texts = results.flatMap((r) => [r.feedback, ...r.suggestions]);
    for (const text of texts) if (typeof text !== "string") expect(isMessageKey(text.key), text.key).toBe(true);
  });

  it("checks an integrated essay against the reading's and the lecture's points", () => {
    const reading = `Some scientists believe that the decline of the local frog population was caused by pesticides used on nearby farms.

First, pesticide residues were found in several ponds where the frogs lived.

Second, the decline began shortly after farmers started spraying a new chemical.

Third, frogs in remote mountain lakes, far from agriculture, remain healthy.`;
    const lecture = `The reading's arguments are not convincing.

The residues found in the ponds were far below the concentrations that harm amphibians, according to laboratory tests.

The timing is misleading, because a fungal infection called chytrid arrived in the region during the same year.

And the mountain lakes are colder, which slows the fungus, so their frogs survive for a different reason.`;
    const prompt = "Summarize the points made in the lecture, explaining how they cast doubt on the specific points made in the reading passage.";
    const covering = `The reading passage claims that pesticides from farms caused the decline of the frog population, but the lecturer casts doubt on each point.

First, the reading says pesticide residues were found in the ponds. The lecturer responds that laboratory tests showed the concentrations were far below levels that harm amphibians.

Second, the reading argues that the decline started after farmers began spraying a new chemical. However, the lecturer explains that the timing is misleading, because a chytrid fungal infection arrived in the region in the same year.

Third, the reading notes that frogs in remote mountain lakes remain healthy. The lecturer points out that these lakes are colder, which slows the fungus, so the frogs survive for a different reason.`;
    const vague = `The reading and the lecture talk about frogs. The reading thinks one thing and the lecture thinks another thing. I think frogs are important animals and we should protect them because nature is beautiful and many people like animals. In my country there are many animals too and people should protect all of them in the future.`;
    const grade = (essay: string) =>
      gradeEssayBuiltin({ taskType: "integrated", prompt, readingPassage: reading, lectureTranscript: lecture, essay });
    const good = grade(covering);
    const poor = grade(vague);
    expect(good.score).toBeGreaterThan(poor.score);
    expect(good.details?.coverage).toBeGreaterThan(0.7);
    expect(poor.details?.coverage).toBeLessThan(0.3);
    expect(keysOf(poor.suggestions)).toContain("grading.suggest.coverage");
    expect(keysOf(good.suggestions)).not.toContain("grading.suggest.coverage");
    // copying the reading word for word is held to 1
    expect(grade(reading).score).toBeLessThanOrEqual(1);
    // the sample response is built from the sources' own sentences
    expect(good.sampleResponse).toContain("pesticide residues were found in several ponds where the frogs lived");
    expect(good.sampleResponse).toContain("a fungal infection called chytrid arrived in the region during the same year");
  });

  it("sets the length targets by task type", () => {
    const features = (taskType: "independent" | "integrated" | "academic_discussion") =>
      computeEssayFeatures(STRONG.split("\n\n")[0], { taskType, prompt: PROMPT });
    const words = countWords(STRONG.split("\n\n")[0]);
    expect(features("independent").lengthRatio).toBeCloseTo(words / 300);
    expect(features("integrated").lengthRatio).toBeCloseTo(words / 150);
    expect(features("academic_discussion").lengthRatio).toBeCloseTo(words / 100);
    const short = gradeEssayBuiltin({ taskType: "integrated", prompt: PROMPT, essay: WEAK });
    expect(short.suggestions).toContainEqual({
      key: "grading.suggest.lengthShort",
      params: { words: countWords(WEAK), target: "150-225" },
    });
  });

  it("builds an academic-discussion sample from the question and the classmates' posts", () => {
    const prompt = `Professor: Today we are discussing how cities should spend their budgets. Should cities spend more money on public parks or on public transportation?
Claire: Parks give families a free place to relax and exercise, which improves public health.
Paul: Transportation matters more, because buses and trains help people reach their jobs.`;
    expect(mainQuestion(prompt)).toBe("Should cities spend more money on public parks or on public transportation?");
    expect(discussionPosts(prompt).map((p) => p.name)).toEqual(["Claire", "Paul"]);
    const sample = sampleResponse({ taskType: "academic_discussion", prompt });
    expect(sample).toContain("Should cities spend more money on public parks or on public transportation?");
    expect(sample).toContain("Claire's point that parks give families a free place to relax and exercise");
    const result = gradeEssayBuiltin({
      taskType: "academic_discussion",
      prompt,
      essay: "I think cities should spend more on public transportation because buses help workers reach their jobs on time and reduce traffic in the city center every day.",
    });
    expect(result.suggestions).toContainEqual({ key: "grading.suggest.classmates", params: { names: "Claire, Paul" } });
  });

  it("cannot transcribe speech, and says so instead of inventing a score", async () => {
    expect(await grader.transcribe(new ArrayBuffer(10), "audio/webm")).toEqual({ error: NO_SPEECH_PROVIDER_ERROR });
    expect(NO_SPEECH_PROVIDER_ERROR.startsWith("[ERROR] No speech recognition is configured")).toBe(true);
  });

  it("grades a transcript it is given on the speaking scale, and an empty one as 0", async () => {
    const speech = await grader.gradeSpeech({
      taskType: "independent",
      prompt: PROMPT,
      transcript: STRONG.split("\n\n").slice(0, 2).join(" "),
      speakingTime: 45,
    });
    expect(speech.score).toBeGreaterThan(0);
    expect(speech.score).toBeLessThanOrEqual(4);
    const silent = await grader.gradeSpeech({ taskType: "independent", prompt: PROMPT, transcript: "  " });
    expect(silent.score).toBe(0);
  });
});

describe("scores and stored feedback", () => {
  it("rounds to half points within the scale", () => {
    expect(toHalfPoints(3.74, 5)).toBe(3.5);
    expect(toHalfPoints(3.76, 5)).toBe(4);
    expect(toHalfPoints(7, 5)).toBe(5);
    expect(toHalfPoints(-1, 4)).toBe(0);
    expect(toHalfPoints(Number.NaN, 4)).toBe(0);
  });

  it("maps the model's value through the calibrated band boundaries", () => {
    const bands = [1, 2, 3, 4, 5];
    expect(toScale(1, bands)).toBeCloseTo(0.5);
    expect(toScale(3.5, bands)).toBeCloseTo(3);
    expect(toScale(6, bands)).toBeCloseTo(5.5);
  });

  it("gives the spec's single-answer TOEFL equivalent for speaking", () => {
    expect(speakingToeflEquivalent(4)).toBe(30);
    expect(speakingToeflEquivalent(3)).toBe(23);
  });

  it("describes each grading state for the feedback page", () => {
    expect(gradingState({ gradingStatus: "pending" }).state).toBe("pending");
    const writing = WritingFeedbackSchema.parse({
      kind: "writing",
      grader: "builtin",
      model: null,
      taskType: "independent",
      wordCount: 3,
      ...independent("A short essay."),
    });
    expect(gradingState({ gradingStatus: "graded", feedback: writing })).toMatchObject({ state: "graded", canRetry: false });
    const untranscribed = SpeakingFeedbackSchema.parse({
      kind: "speaking",
      grader: "builtin",
      model: null,
      taskType: "independent",
      transcription: NO_SPEECH_PROVIDER_ERROR,
      score: null,
      delivery: null,
      languageUse: null,
      topicDevelopment: null,
      feedback: { key: "grading.status.noSpeechProvider" },
    });
    expect(gradingState({ gradingStatus: "failed", gradingError: NO_SPEECH_PROVIDER_ERROR, feedback: untranscribed })).toMatchObject({
      state: "noSpeechProvider",
      messageKey: "grading.status.noSpeechProvider",
      canRetry: true,
    });
    expect(gradingState({ gradingStatus: "failed", gradingError: "Grading failed after 6 attempts: 503" })).toMatchObject({
      state: "failed",
      messageKey: "grading.status.failed",
      canRetry: true,
    });
  });
});

describe("the grading queue's retry budget", () => {
  it("matches max_retries of the grading consumer in wrangler.toml", () => {
    const toml = readFileSync(path.join(__dirname, "../../wrangler.toml"), "utf8");
    const consumer = toml.slice(toml.indexOf("[[queues.consumers]]"));
    expect(consumer).toMatch(/queue = "grading"/);
    expect(Number(consumer.match(/max_retries = (\d+)/)?.[1])).toBe(GRADING_MAX_RETRIES);
    expect(consumer).toMatch(/dead_letter_queue = "grading-dlq"/);
  });

  it("treats delivery max_retries + 1 as the last, and backs off exponentially up to a minute", () => {
    expect(isLastAttempt(GRADING_MAX_RETRIES)).toBe(false);
    expect(isLastAttempt(GRADING_MAX_RETRIES + 1)).toBe(true);
    expect([1, 2, 3, 6, 10].map(retryDelaySeconds)).toEqual([2, 4, 8, 60, 60]);
  });
});
