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
    title: "privacy.metaTitle",
    description: "privacy.metaDescription",
    canonical: data?.canonical,
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    canonical: canonicalUrl(context, request, "/privacy"),
    messages: contentMessages(localeFromRequest(request), ["privacy.", "pages."]),
  };
}

const sections: LegalSection[] = [
  { id: "who-we-are", title: "privacy.intro.title", blocks: ["privacy.intro.p1", "privacy.intro.p2"] },
  {
    id: "data-we-collect",
    title: "privacy.collect.title",
    blocks: [
      "privacy.collect.p1",
      {
        list: [
          "privacy.collect.l1",
          "privacy.collect.l2",
          "privacy.collect.l3",
          "privacy.collect.l4",
          "privacy.collect.l5",
          "privacy.collect.l6",
        ],
      },
    ],
  },
  {
    id: "cookies",
    title: "privacy.cookies.title",
    blocks: [
      "privacy.cookies.p1",
      { list: ["privacy.cookies.l1", "privacy.cookies.l2", "privacy.cookies.l3"] },
      "privacy.cookies.p2",
    ],
  },
  {
    id: "how-we-use-data",
    title: "privacy.use.title",
    blocks: [
      "privacy.use.p1",
      {
        list: [
          "privacy.use.l1",
          "privacy.use.l2",
          "privacy.use.l3",
          "privacy.use.l4",
          "privacy.use.l5",
          "privacy.use.l6",
          "privacy.use.l7",
        ],
      },
      "privacy.use.p2",
    ],
  },
  {
    id: "ai-grading-and-providers",
    title: "privacy.ai.title",
    blocks: [
      "privacy.ai.p1",
      "privacy.ai.p2",
      { list: ["privacy.ai.l1", "privacy.ai.l2", "privacy.ai.l3", "privacy.ai.l4"] },
      "privacy.ai.p3",
    ],
  },
  {
    id: "retention",
    title: "privacy.retention.title",
    blocks: [
      { list: ["privacy.retention.l1", "privacy.retention.l2", "privacy.retention.l3", "privacy.retention.l4"] },
    ],
  },
  {
    id: "your-rights",
    title: "privacy.rights.title",
    blocks: ["privacy.rights.p1", "privacy.rights.p2", "privacy.rights.p3", "privacy.rights.p4"],
  },
  { id: "security", title: "privacy.security.title", blocks: ["privacy.security.p1"] },
  { id: "children", title: "privacy.children.title", blocks: ["privacy.children.p1"] },
  { id: "changes", title: "privacy.changes.title", blocks: ["privacy.changes.p1"] },
  { id: "contact", title: "privacy.contact.title", blocks: ["privacy.contact.p1"], contactLink: true },
];

function PrivacyPage() {
  return <LegalDocument title="privacy.title" summary="privacy.summary" sections={sections} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function Page() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <ContentMessagesProvider messages={messages}>
      <PrivacyPage />
    </ContentMessagesProvider>
  );
}
