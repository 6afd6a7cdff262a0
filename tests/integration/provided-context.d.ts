// Values that globalSetup files hand to the integration tests through `inject()`.
export {};

declare module "vitest" {
  interface ProvidedContext {
    /** Base URL of the fake OpenAI-compatible server started by setup/fake-openai.ts. */
    openaiFakeUrl: string;
  }
}
