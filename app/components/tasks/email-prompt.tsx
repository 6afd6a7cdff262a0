import { useT } from "~/lib/i18n/react";

/** Write an Email: the situation, the recipient and subject, and the three goals. */
export function EmailPrompt({ email }: { email: { situation: string; to: string; subject: string; goals: readonly string[] } }) {
  const t = useT();
  return (
    <section className="space-y-3" data-testid="email-prompt">
      <p className="text-sm text-slate-600">{t("tasksWS.email.instructions")}</p>
      <p className="whitespace-pre-line">{email.situation}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
        <dt className="font-semibold">{t("tasksWS.email.to")}</dt>
        <dd data-testid="email-to">{email.to}</dd>
        <dt className="font-semibold">{t("tasksWS.email.subject")}</dt>
        <dd data-testid="email-subject">{email.subject}</dd>
      </dl>
      <div>
        <h2 className="font-semibold">{t("tasksWS.email.goalsHeading")}</h2>
        <ul className="mt-1 list-disc space-y-1 pl-6" data-testid="email-goals">
          {email.goals.map((goal, i) => (
            <li key={i}>{goal}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
