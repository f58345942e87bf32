CREATE TABLE "discovery_words" (
	"word" text PRIMARY KEY NOT NULL
);
