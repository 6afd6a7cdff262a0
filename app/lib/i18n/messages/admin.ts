/** Content administration: dashboard, passages, questions, audio, prompts, full tests, users. */
export const adminMessages = {
  en: {
    "admin.placeholder": "",
  },
  pt: {
    "admin.placeholder": "",
  },
} as const;
