CREATE TABLE "article_authors" (
	"author" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
