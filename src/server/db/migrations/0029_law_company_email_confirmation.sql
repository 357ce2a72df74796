-- The registering e-mail is confirmed (issue 26 item 1): a company created by the public
-- registration starts unconfirmed (NULL) and its users may do nothing but confirm; every row that
-- exists already (the seed, older companies) counts as confirmed: DEFAULT now() fills them.
ALTER TABLE "law_companies" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "law_companies" ADD COLUMN "email_code_hash" text;--> statement-breakpoint
ALTER TABLE "law_companies" ADD COLUMN "email_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "law_companies" ADD COLUMN "email_code_attempts" integer DEFAULT 0 NOT NULL;