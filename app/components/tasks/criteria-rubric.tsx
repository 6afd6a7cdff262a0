import { CriteriaSection, Table } from "~/components/admin/prompts-criteria";
import type { localizeCriteriaRubric } from "~/domain/scoring/rubrics";
import { useT } from "~/lib/i18n/react";

type Localized = ReturnType<typeof localizeCriteriaRubric>;

/** A current-format rubric on a criteria page: what each criterion looks at, then the bands. */
export function CriteriaRubricSection({ rubric }: { rubric: Localized }) {
  const t = useT();
  return (
    <CriteriaSection title={`${rubric.title} (0-${rubric.maxScore})`}>
      <p className="mb-3 text-sm text-slate-700">{rubric.summary}</p>
      <ul className="mb-3 list-disc space-y-1 pl-6 text-sm">
        {rubric.criteria.map((c) => (
          <li key={c.title}>
            <strong>{c.title}:</strong> {c.description}
          </li>
        ))}
      </ul>
      <Table
        head={[t("adminPrompts.criteria.score"), t("adminPrompts.criteria.general")]}
        rows={rubric.bands.map((b) => [<strong key="s">{b.score}</strong>, b.general])}
      />
    </CriteriaSection>
  );
}
