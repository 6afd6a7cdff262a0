import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AudioIdRequired } from "~/components/admin/audio-id-required";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/lib/auth.server";
import { pageTitle } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "admin.audioQuestions.idRequired");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AudioQuestionsWithoutId() {
  return <AudioIdRequired />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
