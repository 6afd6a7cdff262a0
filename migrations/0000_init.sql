CREATE TABLE `audios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`r2_key` text,
	`transcription` text DEFAULT '' NOT NULL,
	`difficulty_level` integer DEFAULT 3 NOT NULL,
	`duration` integer DEFAULT 180 NOT NULL,
	`is_for_speaking` integer DEFAULT false NOT NULL,
	`is_for_writing` integer DEFAULT false NOT NULL,
	`kind` text,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`meta_description` text DEFAULT '' NOT NULL,
	`meta_keywords` text,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`featured_image` text,
	`author_id` integer,
	`is_published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`canonical_url` text,
	`structured_data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`is_published`,`published_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text,
	`message` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `email_verification_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text DEFAULT 'link' NOT NULL,
	`token` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_verification_tokens_token_unique` ON `email_verification_tokens` (`token`);--> statement-breakpoint
CREATE INDEX `email_verification_tokens_user_idx` ON `email_verification_tokens` (`user_id`,`kind`);--> statement-breakpoint
CREATE TABLE `full_test_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`full_test_id` integer NOT NULL,
	`stage` text DEFAULT 'intro' NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`time_multiplier` real DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`full_test_id`) REFERENCES `full_tests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `full_test_attempts_user_idx` ON `full_test_attempts` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `full_test_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`full_test_id` integer,
	`attempt_id` text,
	`reading_score` integer,
	`listening_score` integer,
	`writing_score` integer,
	`speaking_score` integer,
	`total_score` integer,
	`feedback` text,
	`completed_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`full_test_id`) REFERENCES `full_tests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attempt_id`) REFERENCES `full_test_attempts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `full_test_results_attempt_id_unique` ON `full_test_results` (`attempt_id`);--> statement-breakpoint
CREATE INDEX `full_test_results_user_idx` ON `full_test_results` (`user_id`,`completed_at`);--> statement-breakpoint
CREATE TABLE `full_tests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`format` text DEFAULT 'classic' NOT NULL,
	`reading_passage_ids` text DEFAULT '[]' NOT NULL,
	`listening_audio_ids` text DEFAULT '[]' NOT NULL,
	`writing_prompt_ids` text DEFAULT '[]' NOT NULL,
	`speaking_prompt_ids` text DEFAULT '[]' NOT NULL,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hotmart_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`order_number` text,
	`transaction_id` text,
	`product_id` text,
	`email` text,
	`customer_name` text,
	`subscription_id` text,
	`status` text,
	`payment_type` text,
	`payment_method` text,
	`price` real,
	`purchase_date` integer,
	`cancel_date` integer,
	`event_date` integer,
	`event_data` text,
	`processed` integer DEFAULT false NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hotmart_events_event_id_unique` ON `hotmart_events` (`event_id`);--> statement-breakpoint
CREATE INDEX `hotmart_events_transaction_idx` ON `hotmart_events` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `hotmart_events_order_idx` ON `hotmart_events` (`order_number`);--> statement-breakpoint
CREATE INDEX `hotmart_events_email_idx` ON `hotmart_events` (`email`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`status` text DEFAULT 'logged' NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `passages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`difficulty_level` integer DEFAULT 3 NOT NULL,
	`is_for_speaking` integer DEFAULT false NOT NULL,
	`is_for_writing` integer DEFAULT false NOT NULL,
	`kind` text,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token` text NOT NULL,
	`expires` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_token_unique` ON `password_reset_tokens` (`token`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`passage_id` integer,
	`audio_id` integer,
	`question_text` text NOT NULL,
	`options` text NOT NULL,
	`correct_answer` text DEFAULT '' NOT NULL,
	`correct_answers` text,
	`question_type` text DEFAULT 'single' NOT NULL,
	`explanation` text,
	`type` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`passage_id`) REFERENCES `passages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`audio_id`) REFERENCES `audios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_passage_idx` ON `questions` (`passage_id`,`position`);--> statement-breakpoint
CREATE INDEX `questions_audio_idx` ON `questions` (`audio_id`,`position`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `speaking_prompts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text DEFAULT 'independent' NOT NULL,
	`integrated_type` text,
	`question` text NOT NULL,
	`difficulty` text DEFAULT 'medium' NOT NULL,
	`preparation_time` integer DEFAULT 15 NOT NULL,
	`speaking_time` integer DEFAULT 45 NOT NULL,
	`related_passage_id` integer,
	`related_audio_id` integer,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`related_passage_id`) REFERENCES `passages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`related_audio_id`) REFERENCES `audios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `user_exercise_queues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_exercise_queues_user_idx` ON `user_exercise_queues` (`user_id`,`type`,`position`);--> statement-breakpoint
CREATE TABLE `user_progress` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`total_exercises_completed` integer DEFAULT 0 NOT NULL,
	`reading_progress` integer DEFAULT 0 NOT NULL,
	`listening_progress` integer DEFAULT 0 NOT NULL,
	`writing_progress` integer DEFAULT 0 NOT NULL,
	`speaking_progress` integer DEFAULT 0 NOT NULL,
	`reading_exercises_done` integer DEFAULT 0 NOT NULL,
	`listening_exercises_done` integer DEFAULT 0 NOT NULL,
	`writing_exercises_done` integer DEFAULT 0 NOT NULL,
	`speaking_exercises_done` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_progress_user_id_unique` ON `user_progress` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`question_id` integer,
	`passage_id` integer,
	`audio_id` integer,
	`writing_prompt_id` integer,
	`speaking_prompt_id` integer,
	`full_test_attempt_id` text,
	`answer` text,
	`essay` text,
	`audio_url` text,
	`is_correct` integer,
	`score` real,
	`feedback` text,
	`grading_status` text DEFAULT 'none' NOT NULL,
	`grading_attempts` integer DEFAULT 0 NOT NULL,
	`grading_error` text,
	`graded_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`passage_id`) REFERENCES `passages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`audio_id`) REFERENCES `audios`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`writing_prompt_id`) REFERENCES `writing_prompts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`speaking_prompt_id`) REFERENCES `speaking_prompts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`full_test_attempt_id`) REFERENCES `full_test_attempts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_submissions_user_type_idx` ON `user_submissions` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_submissions_attempt_idx` ON `user_submissions` (`full_test_attempt_id`);--> statement-breakpoint
CREATE INDEX `user_submissions_status_idx` ON `user_submissions` (`grading_status`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`hotmart_customer_id` text,
	`hotmart_subscription_id` text,
	`hotmart_order_number` text,
	`hotmart_transaction_id` text,
	`hotmart_purchase_date` integer,
	`subscription_end_date` integer,
	`is_subscribed` integer DEFAULT false NOT NULL,
	`is_fraud_suspect` integer DEFAULT false NOT NULL,
	`is_blocked` integer DEFAULT false NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`time_multiplier` real DEFAULT 1 NOT NULL,
	`locale` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_stripe_customer_idx` ON `users` (`stripe_customer_id`);--> statement-breakpoint
CREATE INDEX `users_hotmart_subscription_idx` ON `users` (`hotmart_subscription_id`);--> statement-breakpoint
CREATE TABLE `writing_integrated_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`instructions` text NOT NULL,
	`reading_passage` text NOT NULL,
	`audio_title` text,
	`audio_url` text,
	`audio_transcription` text,
	`question` text NOT NULL,
	`time_limit` integer DEFAULT 20 NOT NULL,
	`difficulty` text DEFAULT 'medium' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `writing_prompts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text DEFAULT 'independent' NOT NULL,
	`question` text NOT NULL,
	`difficulty` text DEFAULT 'medium' NOT NULL,
	`time_limit` integer DEFAULT 30 NOT NULL,
	`related_passage_id` integer,
	`related_audio_id` integer,
	`data` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`related_passage_id`) REFERENCES `passages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`related_audio_id`) REFERENCES `audios`(`id`) ON UPDATE no action ON DELETE set null
);
