CREATE TABLE "account_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"api_key_id" integer,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "account_invitations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "account_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "account_users_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_user_id_account_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_invited_by_account_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."account_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_customer_idx" ON "account_activity" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_invitations_customer_idx" ON "account_invitations" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_email_active_idx" ON "account_users" USING btree ("email") WHERE "account_users"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "account_users_customer_idx" ON "account_users" USING btree ("customer_id");