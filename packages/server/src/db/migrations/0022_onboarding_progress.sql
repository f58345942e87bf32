ALTER TABLE "user_info" ADD COLUMN "onboarding_profile_type" text;--> statement-breakpoint
ALTER TABLE "user_info" ADD COLUMN "sms_verification_skipped" boolean DEFAULT false NOT NULL;