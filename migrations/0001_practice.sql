CREATE TABLE `practice_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`section` text NOT NULL,
	`item_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`listened_at` integer,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `practice_attempts_user_item_unique` ON `practice_attempts` (`user_id`,`section`,`item_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
CREATE UNIQUE INDEX `user_exercise_queues_item_unique` ON `user_exercise_queues` (`user_id`,`type`,`item_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_submissions_practice_answer_unique` ON `user_submissions` (`user_id`,`question_id`) WHERE "user_submissions"."question_id" IS NOT NULL AND "user_submissions"."full_test_attempt_id" IS NULL;