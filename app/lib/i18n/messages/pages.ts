/** Landing page and static pages (about, privacy, terms). */
export const pageMessages = {
  en: {
    "landing.title": "Prepare for TOEFL Success",
  },
  pt: {
    "landing.title": "Prepare-se para o Sucesso no TOEFL",
  },
} as const;
