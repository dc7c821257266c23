CREATE TABLE "telegram_users" (
	"id" bigint PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text,
	"username" text,
	"auto_sign_in" boolean DEFAULT true NOT NULL,
	"bot_blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
