import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/admin/admin-ui";
import { useT } from "~/lib/i18n/react";

/** /admin/listening/audios/questions without a (valid) audio id. */
export function AudioIdRequired() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{t("admin.audioQuestions.idRequired")}</h1>
      <p className="mt-3 text-slate-600">{t("admin.audioQuestions.idRequiredText")}</p>
      <Link to="/admin/listening/audios" className={`${buttonClass.primary} mt-6`}>{t("admin.audioQuestions.backToAudios")}</Link>
    </section>
  );
}
