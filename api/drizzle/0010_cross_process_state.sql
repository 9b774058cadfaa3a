-- Short-lived state the site's processes share (issue 17): UNLOGGED, edited in (drizzle-kit has no word for it): a
-- crash of the database server empties these tables, costing a fresh rate-limit window and a re-join.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "signaling_participants" (
	"peer_id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"role" text NOT NULL,
	"client_id" text NOT NULL,
	"polite" boolean NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"camera_off" boolean DEFAULT false NOT NULL,
	"node_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "signaling_participants_room_role_uq" ON "signaling_participants" USING btree ("room_id","role");--> statement-breakpoint
CREATE INDEX "signaling_participants_node_idx" ON "signaling_participants" USING btree ("node_id");