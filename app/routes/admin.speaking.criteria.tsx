import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ConversionTable, CriteriaSection, ScoreScales, Table } from "~/components/admin/prompts-criteria";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { INTERVIEW_RUBRIC, SPEAKING_DIMENSIONS, SPEAKING_RUBRIC, localize, localizeCriteriaRubric } from "~/domain/scoring/rubrics";
import { CriteriaRubricSection } from "~/components/tasks/criteria-rubric";
import { SPEAKING_TABLE } from "~/domain/scoring/scales";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.criteria.speakingTitle");

/** The rubric texts are long: the loader sends them in the request's language only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const locale = localeFromRequest(request);
  const r = SPEAKING_RUBRIC;
  return {
    title: localize(r.title, locale),
    summary: localize(r.summary, locale),
    maxScore: r.maxScore,
    dimensions: SPEAKING_DIMENSIONS.map((d) => localize(r.dimensionTitles[d], locale)),
    bands: r.bands.map((b) => ({
      score: b.score,
      general: localize(b.general, locale),
      dimensions: SPEAKING_DIMENSIONS.map((d) => localize(b.dimensions[d], locale)),
    })),
    interview: localizeCriteriaRubric(INTERVIEW_RUBRIC, locale),
  };
}

export default function SpeakingCriteria() {
  const rubric = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader title={t("adminPrompts.criteria.speakingTitle")} subtitle={t("adminPrompts.criteria.speakingIntro")} />
      <CriteriaSection title={`${rubric.title} (0-${rubric.maxScore})`}>
        <p className="mb-3 text-sm text-slate-700">{rubric.summary}</p>
        <Table
          head={[t("adminPrompts.criteria.score"), t("adminPrompts.criteria.general"), ...rubric.dimensions]}
          rows={rubric.bands.map((b) => [<strong key="s">{b.score}</strong>, b.general, ...b.dimensions])}
        />
      </CriteriaSection>
      <CriteriaRubricSection rubric={rubric.interview} />
      <CriteriaSection title={t("tasks.type.listen_repeat")}>
        <p className="text-sm text-slate-700" data-testid="listen-repeat-table">{t("tasksWS.lr.table")}</p>
      </CriteriaSection>
      <CriteriaSection title={t("adminPrompts.criteria.speakingScale")}>
        <ConversionTable rows={SPEAKING_TABLE} caption={t("adminPrompts.criteria.speakingScaleRule")} meanLabel={t("adminPrompts.criteria.meanSpeaking")} />
        <p className="mt-3 text-sm text-slate-700">{t("adminPrompts.criteria.speakingEquivalent")}</p>
      </CriteriaSection>
      <ScoreScales other={{ to: "/admin/writing/criteria", label: t("adminPrompts.criteria.writingLink") }} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
