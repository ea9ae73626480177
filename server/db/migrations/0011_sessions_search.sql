CREATE INDEX "spots_title_trgm_idx" ON "spots" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spots_address_trgm_idx" ON "spots" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spots_customer_number_trgm_idx" ON "spots" USING gin ("customer_number" gin_trgm_ops);