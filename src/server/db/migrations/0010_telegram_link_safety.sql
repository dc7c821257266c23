CREATE TABLE "telegram_link_undo_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_kind" "account_kind" NOT NULL,
	"account_id" integer NOT NULL,
	"telegram_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "telegram_user_id" bigint;--> statement-breakpoint
CREATE INDEX "telegram_link_undo_account_idx" ON "telegram_link_undo_tokens" USING btree ("account_kind","account_id");