/**
 * The relational data model (D1), as drizzle tables. drizzle-kit generates migrations/ from this file;
 * wrangler applies them. Timestamps are milliseconds since the epoch.
 *
 * Extensibility: question types, item kinds and test formats are open text columns validated in the
 * domain layer (not SQL enums), and each content row carries an optional `data` JSON column for
 * type-specific fields, so new TOEFL task types can be added without rewriting existing rows.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

// ---------------------------------------------------------------------------------------------
// Accounts

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** scrypt hash with its parameters: see app/lib/password.server.ts */
    password: text("password").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    isAdmin: bool("is_admin"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    hotmartCustomerId: text("hotmart_customer_id"),
    hotmartSubscriptionId: text("hotmart_subscription_id"),
    hotmartOrderNumber: text("hotmart_order_number"),
    hotmartTransactionId: text("hotmart_transaction_id"),
    hotmartPurchaseDate: integer("hotmart_purchase_date", { mode: "timestamp_ms" }),
    subscriptionEndDate: integer("subscription_end_date", { mode: "timestamp_ms" }),
    isSubscribed: bool("is_subscribed"),
    isFraudSuspect: bool("is_fraud_suspect"),
    isBlocked: bool("is_blocked"),
    emailVerified: bool("email_verified"),
    /** Extended-time accommodation set by an admin: 1, 1.5 or 2. */
    timeMultiplier: real("time_multiplier").notNull().default(1),
    locale: text("locale"),
    /** IANA time zone for counting active days (from the browser, or set in the profile). */
    timeZone: text("time_zone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
    index("users_hotmart_subscription_idx").on(t.hotmartSubscriptionId),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256 hash. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters for login and code attempts, keyed by purpose and subject (account or IP). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
});

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token sent by mail; the token itself is never stored. */
    token: text("token").notNull().unique(),
    expires: integer("expires", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "link" (long token in an email link) or "code" (6 digits typed by the learner). */
    kind: text("kind").notNull().default("link"),
    /** Hash of the token or code; the secret itself is never stored. */
    token: text("token").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    expires: integer("expires", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId, t.kind)],
);

/** Every email the app sends, kept as an outbox (delivered by a provider, or read at /dev/outbox locally). */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** "logged" (dev outbox), "sent" or "failed" */
    status: text("status").notNull().default("logged"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject"),
  message: text("message").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Key/value site settings (for example the optional site notice an admin can turn on). */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Content

export const passages = sqliteTable(
  "passages",
  {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  content: text("content").notNull(),
  difficultyLevel: integer("difficulty_level").notNull().default(3),
  isForSpeaking: bool("is_for_speaking"),
  isForWriting: bool("is_for_writing"),
  /** The current format's task type (app/domain/tasks/registry.ts); null for the previous format. */
  kind: text("kind"),
  data: json<Record<string, unknown>>("data"),
  createdAt: createdAt(),
  },
  (t) => [index("passages_kind_idx").on(t.kind)],
);

export const audios = sqliteTable(
  "audios",
  {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  /** Public URL, or /media/<key> for files stored in R2. */
  url: text("url").notNull(),
  r2Key: text("r2_key"),
  transcription: text("transcription").notNull().default(""),
  difficultyLevel: integer("difficulty_level").notNull().default(3),
  duration: integer("duration").notNull().default(180),
  isForSpeaking: bool("is_for_speaking"),
  isForWriting: bool("is_for_writing"),
  /**
   * "conversation" or "lecture" for the previous format's listening items; the current format's
   * task type (app/domain/tasks/registry.ts) for its listening items.
   */
  kind: text("kind"),
  data: json<Record<string, unknown>>("data"),
  createdAt: createdAt(),
  },
  (t) => [index("audios_kind_idx").on(t.kind)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    passageId: integer("passage_id").references(() => passages.id, { onDelete: "cascade" }),
    audioId: integer("audio_id").references(() => audios.id, { onDelete: "cascade" }),
    questionText: text("question_text").notNull(),
    options: json<string[]>("options").notNull(),
    /** Letter A, B, C... of the correct option for single-answer questions. */
    correctAnswer: text("correct_answer").notNull().default(""),
    correctAnswers: json<string[]>("correct_answers"),
    /** "single", "prose_summary", and newer types; validated in app/domain. */
    questionType: text("question_type").notNull().default("single"),
    explanation: text("explanation"),
    /** "reading" or "listening" */
    type: text("type").notNull(),
    position: integer("position").notNull().default(0),
    data: json<Record<string, unknown>>("data"),
    createdAt: createdAt(),
  },
  (t) => [
    index("questions_passage_idx").on(t.passageId, t.position),
    index("questions_audio_idx").on(t.audioId, t.position),
  ],
);

export const writingPrompts = sqliteTable(
  "writing_prompts",
  {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** "independent", "integrated", "academic_discussion"; current format: "build_sentence", "email" */
  type: text("type").notNull().default("independent"),
  question: text("question").notNull(),
  difficulty: text("difficulty").notNull().default("medium"),
  /** minutes */
  timeLimit: integer("time_limit").notNull().default(30),
  relatedPassageId: integer("related_passage_id").references(() => passages.id, {
    onDelete: "set null",
  }),
  relatedAudioId: integer("related_audio_id").references(() => audios.id, { onDelete: "set null" }),
  data: json<Record<string, unknown>>("data"),
  createdAt: createdAt(),
  },
  (t) => [index("writing_prompts_type_idx").on(t.type)],
);

export const writingIntegratedTasks = sqliteTable("writing_integrated_tasks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  instructions: text("instructions").notNull(),
  readingPassage: text("reading_passage").notNull(),
  audioTitle: text("audio_title"),
  audioUrl: text("audio_url"),
  audioTranscription: text("audio_transcription"),
  question: text("question").notNull(),
  timeLimit: integer("time_limit").notNull().default(20),
  difficulty: text("difficulty").notNull().default("medium"),
  createdAt: createdAt(),
});

export const speakingPrompts = sqliteTable(
  "speaking_prompts",
  {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** "independent" or "integrated"; current format: "listen_repeat", "interview" */
  type: text("type").notNull().default("independent"),
  /** "text_audio", "conversation", "lecture"; null for independent */
  integratedType: text("integrated_type"),
  question: text("question").notNull(),
  difficulty: text("difficulty").notNull().default("medium"),
  /** seconds */
  preparationTime: integer("preparation_time").notNull().default(15),
  /** seconds */
  speakingTime: integer("speaking_time").notNull().default(45),
  relatedPassageId: integer("related_passage_id").references(() => passages.id, {
    onDelete: "set null",
  }),
  relatedAudioId: integer("related_audio_id").references(() => audios.id, { onDelete: "set null" }),
  data: json<Record<string, unknown>>("data"),
  createdAt: createdAt(),
  },
  (t) => [index("speaking_prompts_type_idx").on(t.type)],
);

export const fullTests = sqliteTable("full_tests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  /** "classic" (the spec's format, "Previous format") or "current" (adaptive, since 2026) */
  format: text("format").notNull().default("classic"),
  readingPassageIds: json<number[]>("reading_passage_ids").notNull().default(sql`'[]'`),
  listeningAudioIds: json<number[]>("listening_audio_ids").notNull().default(sql`'[]'`),
  writingPromptIds: json<number[]>("writing_prompt_ids").notNull().default(sql`'[]'`),
  speakingPromptIds: json<number[]>("speaking_prompt_ids").notNull().default(sql`'[]'`),
  /** Format-specific structure (modules, routing) for newer formats. */
  data: json<Record<string, unknown>>("data"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    metaDescription: text("meta_description").notNull().default(""),
    metaKeywords: text("meta_keywords"),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    isPublished: bool("is_published"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    viewCount: integer("view_count").notNull().default(0),
    tags: json<string[]>("tags").notNull().default(sql`'[]'`),
    canonicalUrl: text("canonical_url"),
    structuredData: json<Record<string, unknown>>("structured_data"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.isPublished, t.publishedAt)],
);

// ---------------------------------------------------------------------------------------------
// Learner activity

export const userProgress = sqliteTable("user_progress", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  totalExercisesCompleted: integer("total_exercises_completed").notNull().default(0),
  readingProgress: integer("reading_progress").notNull().default(0),
  listeningProgress: integer("listening_progress").notNull().default(0),
  writingProgress: integer("writing_progress").notNull().default(0),
  speakingProgress: integer("speaking_progress").notNull().default(0),
  readingExercisesDone: integer("reading_exercises_done").notNull().default(0),
  listeningExercisesDone: integer("listening_exercises_done").notNull().default(0),
  writingExercisesDone: integer("writing_exercises_done").notNull().default(0),
  speakingExercisesDone: integer("speaking_exercises_done").notNull().default(0),
  updatedAt: updatedAt(),
});

export const fullTestAttempts = sqliteTable(
  "full_test_attempts",
  {
    /** Random id; also the name of the attempt's Durable Object. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullTestId: integer("full_test_id")
      .notNull()
      .references(() => fullTests.id, { onDelete: "cascade" }),
    stage: text("stage").notNull().default("intro"),
    /** "in_progress", "completed", "abandoned" */
    status: text("status").notNull().default("in_progress"),
    timeMultiplier: real("time_multiplier").notNull().default(1),
    /** Format-specific state recorded on the attempt (current format: the routing decisions). */
    data: json<Record<string, unknown>>("data"),
    startedAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("full_test_attempts_user_idx").on(t.userId, t.status)],
);

export const userSubmissions = sqliteTable(
  "user_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "reading", "listening", "writing", "speaking" */
    type: text("type").notNull(),
    /** The current format's task type of the item answered (app/domain/tasks/registry.ts); null otherwise. */
    taskType: text("task_type"),
    questionId: integer("question_id").references(() => questions.id, { onDelete: "set null" }),
    passageId: integer("passage_id").references(() => passages.id, { onDelete: "set null" }),
    audioId: integer("audio_id").references(() => audios.id, { onDelete: "set null" }),
    writingPromptId: integer("writing_prompt_id").references(() => writingPrompts.id, {
      onDelete: "set null",
    }),
    speakingPromptId: integer("speaking_prompt_id").references(() => speakingPrompts.id, {
      onDelete: "set null",
    }),
    fullTestAttemptId: text("full_test_attempt_id").references(() => fullTestAttempts.id, {
      onDelete: "set null",
    }),
    answer: text("answer"),
    essay: text("essay"),
    /** R2 key of a speaking recording */
    audioUrl: text("audio_url"),
    isCorrect: integer("is_correct", { mode: "boolean" }),
    score: real("score"),
    feedback: json<Record<string, unknown>>("feedback"),
    /** "none" (auto-scored), "pending", "graded", "failed" */
    gradingStatus: text("grading_status").notNull().default("none"),
    gradingAttempts: integer("grading_attempts").notNull().default(0),
    gradingError: text("grading_error"),
    gradedAt: integer("graded_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // answer once: one practice answer per learner and question (full-test answers are separate rows)
    uniqueIndex("user_submissions_practice_answer_unique")
      .on(t.userId, t.questionId)
      .where(sql`${t.questionId} IS NOT NULL AND ${t.fullTestAttemptId} IS NULL`),
    index("user_submissions_user_type_idx").on(t.userId, t.type, t.createdAt),
    index("user_submissions_user_task_type_idx").on(t.userId, t.taskType),
    index("user_submissions_attempt_idx").on(t.fullTestAttemptId),
    index("user_submissions_status_idx").on(t.gradingStatus),
  ],
);

export const fullTestResults = sqliteTable(
  "full_test_results",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullTestId: integer("full_test_id").references(() => fullTests.id, { onDelete: "set null" }),
    attemptId: text("attempt_id")
      .unique()
      .references((): AnySQLiteColumn => fullTestAttempts.id, { onDelete: "set null" }),
    readingScore: integer("reading_score"),
    listeningScore: integer("listening_score"),
    writingScore: integer("writing_score"),
    speakingScore: integer("speaking_score"),
    totalScore: integer("total_score"),
    feedback: json<Record<string, unknown>>("feedback"),
    completedAt: integer("completed_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [index("full_test_results_user_idx").on(t.userId, t.completedAt)],
);

/** The server-side clock of one practice item (reading passage, listening audio, writing prompt...). */
export const practiceAttempts = sqliteTable(
  "practice_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "reading", "listening", "writing", "speaking" */
    section: text("section").notNull(),
    itemId: integer("item_id").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    /** Listening: when the learner finished the single play (the questions' timer starts then). */
    listenedAt: integer("listened_at", { mode: "timestamp_ms" }),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("practice_attempts_user_item_unique").on(t.userId, t.section, t.itemId)],
);

export const userExerciseQueues = sqliteTable(
  "user_exercise_queues",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    itemType: text("item_type").notNull(),
    itemId: integer("item_id").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_exercise_queues_user_idx").on(t.userId, t.type, t.position),
    uniqueIndex("user_exercise_queues_item_unique").on(t.userId, t.type, t.itemId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments

export const hotmartEvents = sqliteTable(
  "hotmart_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Hotmart's own event id: the idempotency key. */
    eventId: text("event_id").notNull().unique(),
    eventType: text("event_type").notNull(),
    orderNumber: text("order_number"),
    transactionId: text("transaction_id"),
    productId: text("product_id"),
    email: text("email"),
    customerName: text("customer_name"),
    subscriptionId: text("subscription_id"),
    status: text("status"),
    paymentType: text("payment_type"),
    paymentMethod: text("payment_method"),
    price: real("price"),
    purchaseDate: integer("purchase_date", { mode: "timestamp_ms" }),
    cancelDate: integer("cancel_date", { mode: "timestamp_ms" }),
    eventDate: integer("event_date", { mode: "timestamp_ms" }),
    eventData: json<Record<string, unknown>>("event_data"),
    processed: bool("processed"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("hotmart_events_transaction_idx").on(t.transactionId),
    index("hotmart_events_order_idx").on(t.orderNumber),
    index("hotmart_events_email_idx").on(t.email),
  ],
);

/** Stripe events already applied, keyed by Stripe's event id. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
