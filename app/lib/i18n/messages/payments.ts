/** Plans, checkout, subscription management and payment verification. */
export const paymentMessages = {
  en: {
    "payments.placeholder": "",
  },
  pt: {
    "payments.placeholder": "",
  },
} as const;
