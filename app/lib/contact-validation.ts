/**
 * The contact form (learner spec section 2): name, email and message required, subject optional.
 * Used by the /contact action only (the public page ships no validation code to the browser).
 */
import { z } from "zod";

export const ContactSchema = z.object({
  name: z
    .string({ required_error: "contact.v.nameRequired" })
    .trim()
    .min(1, "contact.v.nameRequired")
    .max(100, "contact.v.nameTooLong"),
  email: z
    .string({ required_error: "contact.v.emailRequired" })
    .trim()
    .min(1, "contact.v.emailRequired")
    .max(254, "contact.v.emailInvalid")
    .pipe(z.string().email("contact.v.emailInvalid")),
  subject: z.string().trim().max(200, "contact.v.subjectTooLong").optional(),
  message: z
    .string({ required_error: "contact.v.messageRequired" })
    .trim()
    .min(1, "contact.v.messageRequired")
    .max(5000, "contact.v.messageTooLong"),
});

export type ContactInput = z.output<typeof ContactSchema>;
