import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canonicalUrl } from "~/components/marketing/canonical.server";
import { LegalDocument, type LegalSection } from "~/components/marketing/legal-document";
import { pageMeta } from "~/lib/meta";
import { contentMessages } from "~/lib/i18n/content.server";
import { localeFromRequest } from "~/lib/i18n";
import { ContentMessagesProvider } from "~/lib/i18n/react";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({
    matches,
    messages: data?.messages,
    title: "terms.metaTitle",
    description: "terms.metaDescription",
    canonical: data?.canonical,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    canonical: canonicalUrl(context, request, "/terms"),
    messages: contentMessages(localeFromRequest(request), ["terms.", "pages."]),
  };
}

const sections: LegalSection[] = [
  { id: "acceptance", title: "terms.acceptance.title", blocks: ["terms.acceptance.p1"] },
  { id: "the-service", title: "terms.service.title", blocks: ["terms.service.p1"] },
  {
    id: "your-account",
    title: "terms.account.title",
    blocks: [
      { list: ["terms.account.l1", "terms.account.l2", "terms.account.l3", "terms.account.l4"] },
      "terms.account.p1",
    ],
  },
  { id: "plans", title: "terms.plans.title", blocks: ["terms.plans.p1", "terms.plans.p2", "terms.plans.p3"] },
  { id: "cancel", title: "terms.cancel.title", blocks: ["terms.cancel.p1"] },
  { id: "guarantee", title: "terms.guarantee.title", blocks: ["terms.guarantee.p1", "terms.guarantee.p2"] },
  {
    id: "acceptable-use",
    title: "terms.use.title",
    blocks: [
      "terms.use.p1",
      { list: ["terms.use.l1", "terms.use.l2", "terms.use.l3", "terms.use.l4", "terms.use.l5"] },
    ],
  },
  { id: "content", title: "terms.content.title", blocks: ["terms.content.p1", "terms.content.p2"] },
  { id: "scores", title: "terms.scores.title", blocks: ["terms.scores.p1", "terms.scores.p2"] },
  { id: "liability", title: "terms.liability.title", blocks: ["terms.liability.p1", "terms.liability.p2"] },
  { id: "ending", title: "terms.ending.title", blocks: ["terms.ending.p1"] },
  { id: "changes", title: "terms.changes.title", blocks: ["terms.changes.p1"] },
  { id: "contact", title: "terms.contact.title", blocks: ["terms.contact.p1"], contactLink: true },
];

function TermsPage() {
  return <LegalDocument title="terms.title" sections={sections} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function Page() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <ContentMessagesProvider messages={messages}>
      <TermsPage />
    </ContentMessagesProvider>
  );
}
