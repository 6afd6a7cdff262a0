ALTER TABLE `full_test_attempts` ADD `data` text;--> statement-breakpoint
ALTER TABLE `user_submissions` ADD `task_type` text;--> statement-breakpoint
CREATE INDEX `user_submissions_user_task_type_idx` ON `user_submissions` (`user_id`,`task_type`);--> statement-breakpoint
CREATE INDEX `audios_kind_idx` ON `audios` (`kind`);--> statement-breakpoint
CREATE INDEX `passages_kind_idx` ON `passages` (`kind`);--> statement-breakpoint
CREATE INDEX `speaking_prompts_type_idx` ON `speaking_prompts` (`type`);--> statement-breakpoint
CREATE INDEX `writing_prompts_type_idx` ON `writing_prompts` (`type`);