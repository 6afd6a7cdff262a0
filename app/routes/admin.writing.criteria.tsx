import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ConversionTable, CriteriaSection, ScoreScales, Table } from "~/components/admin/prompts-criteria";
import { PromptsAdminHeader } from "~/components/admin/prompts-ui";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EMAIL_RUBRIC, WRITING_RUBRICS, WRITING_TASK_TYPES, localize, localizeCriteriaRubric } from "~/domain/scoring/rubrics";
import { CriteriaRubricSection } from "~/components/tasks/criteria-rubric";
import { WRITING_TABLE } from "~/domain/scoring/scales";
import { requireAdmin } from "~/lib/auth.server";
import { localeFromRequest } from "~/lib/i18n";
import { useT } from "~/lib/i18n/react";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "adminPrompts.criteria.writingTitle");

/** The rubric texts are long: the loader sends them in the request's language only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const locale = localeFromRequest(request);
  return {
    rubrics: WRITING_TASK_TYPES.map((type) => {
      const rubric = WRITING_RUBRICS[type];
      return {
        type,
        title: localize(rubric.title, locale),
        summary: localize(rubric.summary, locale),
        maxScore: rubric.maxScore,
        bands: rubric.bands.map((b) => ({ score: b.score, descriptor: localize(b.descriptor, locale) })),
      };
    }),
    email: localizeCriteriaRubric(EMAIL_RUBRIC, locale),
  };
}

export default function WritingCriteria() {
  const { rubrics, email } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div>
      <PromptsAdminHeader title={t("adminPrompts.criteria.writingTitle")} subtitle={t("adminPrompts.criteria.writingIntro")} />
      {rubrics.map((rubric) => (
        <CriteriaSection key={rubric.type} title={`${rubric.title} (0-${rubric.maxScore})`}>
          <p className="mb-3 text-sm text-slate-700">{rubric.summary}</p>
          <Table
            head={[t("adminPrompts.criteria.score"), t("adminPrompts.criteria.descriptor")]}
            rows={rubric.bands.map((b) => [<strong key="s">{b.score}</strong>, b.descriptor])}
          />
        </CriteriaSection>
      ))}
      <CriteriaRubricSection rubric={email} />
      <CriteriaSection title={t("adminPrompts.criteria.writingScale")}>
        <ConversionTable rows={WRITING_TABLE} caption={t("adminPrompts.criteria.writingScaleRule")} meanLabel={t("adminPrompts.criteria.meanWriting")} />
      </CriteriaSection>
      <ScoreScales other={{ to: "/admin/speaking/criteria", label: t("adminPrompts.criteria.speakingLink") }} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
