/** Administration of writing prompts, speaking prompts, full tests and the scoring criteria pages. */
export const adminPromptMessages = {
  en: {
    "adminPrompts.placeholder": "",
  },
  pt: {
    "adminPrompts.placeholder": "",
  },
} as const;
