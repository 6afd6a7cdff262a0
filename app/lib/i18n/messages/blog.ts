/** The public blog, its administration, and the contact page. */
export const blogMessages = {
  en: {
    "blog.placeholder": "",
  },
  pt: {
    "blog.placeholder": "",
  },
} as const;
