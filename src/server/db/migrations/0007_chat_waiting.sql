ALTER TABLE "chats" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_messages_images_idx" ON "chat_messages" USING gin ("images" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_documents_idx" ON "chat_messages" USING gin ("documents" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "chats_company_waiting_idx" ON "chats" USING btree ("law_company_id","last_sent_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "chats"."waiting_since" IS NOT NULL AND NOT "chats"."closed";--> statement-breakpoint
CREATE INDEX "chats_attendant_last_sent_idx" ON "chats" USING btree ("last_attendant_id","last_sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Existing chats: the tracker's first message after the company's last one (docs/chat.md).
UPDATE "chats" c SET "waiting_since" = (
  SELECT min(m."created_at") FROM "chat_messages" m
  WHERE m."chat_id" = c."id" AND m."sender_id" = c."user_id"
    AND m."created_at" > coalesce((SELECT max(s."created_at") FROM "chat_messages" s WHERE s."chat_id" = c."id" AND s."sender_id" <> c."user_id"), '-infinity'::timestamptz)
);
