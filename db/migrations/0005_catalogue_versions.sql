-- The public catalogue's read cache (api/src/read-model, decision 024) learns of changes from here:
-- every statement that changes products, website content or blog posts bumps its topic's version and
-- sends a notification, in the writing transaction, so both take effect on commit and vanish on
-- rollback. A trigger rather than a call in each service: no write path (seed, factories, psql, a
-- service added later) can forget it.
CREATE TABLE "catalogue_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_versions" ("topic") VALUES ('products'), ('content'), ('blog');
--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_versions" SET "version" = "version" + 1 WHERE "topic" = TG_ARGV[0];
	PERFORM pg_notify('catalogue_changed', TG_ARGV[0]);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('products');
--> statement-breakpoint
CREATE TRIGGER "website_content_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "website_content"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('content');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"('blog');
