import { useT } from "~/lib/i18n/react";

export interface Feedback {
  verdict: "correct" | "partial" | "incorrect";
  answer: string;
  correctAnswer: string;
  correctAnswers: string[] | null;
  explanation: string | null;
  points?: number;
  maxPoints?: number;
}

const tone = {
  correct: "border-green-300 bg-green-50 text-green-900",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  incorrect: "border-red-300 bg-red-50 text-red-900",
};
const title = { correct: "practice.correct", partial: "practice.partial", incorrect: "practice.incorrect" };

/** The verdict of an answered question, the right answer and why. */
export function AnswerFeedback({ feedback }: { feedback: Feedback }) {
  const t = useT();
  const right = feedback.correctAnswers?.length ? feedback.correctAnswers.join(", ") : feedback.correctAnswer;
  return (
    <div className={`mt-3 rounded-md border p-3 text-sm ${tone[feedback.verdict]}`} data-testid="answer-feedback">
      <p className="font-semibold">{t(title[feedback.verdict])}</p>
      <p>{t("practice.yourAnswer", { answer: feedback.answer || t("practice.noAnswer") })}</p>
      {feedback.verdict !== "correct" ? <p>{t("practice.correctAnswerIs", { answer: right })}</p> : null}
      {feedback.maxPoints && feedback.maxPoints > 1 ? (
        <p>{t("practice.points", { points: feedback.points ?? 0, max: feedback.maxPoints })}</p>
      ) : null}
      {feedback.explanation ? (
        <p className="mt-2 text-slate-800">
          <strong>{t("practice.explanation")}:</strong> {feedback.explanation}
        </p>
      ) : null}
    </div>
  );
}
