import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * What the site's processes must agree on when more than one serves the site (docs/decisions.md, issue 17): the rate
 * limits' counters and who is in which consultation room. Both are short-lived; migration 0010 makes
 * them UNLOGGED (no write-ahead log: a crash of the database server empties them, which costs a
 * fresh rate-limit window and a re-join, nothing stored for good).
 */

/** One fixed window per key (route + client address): hits so far and when the window ends. */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A participant's connection to a consultation room's signalling, on whichever process holds the
 * WebSocket (`node_id`). `seen_at` is refreshed by that process while it lives; a row not refreshed
 * for a while belongs to a process that died and is swept (the other side is told).
 */
export const signalingParticipants = pgTable(
  'signaling_participants',
  {
    peerId: text('peer_id').primaryKey(),
    roomId: text('room_id').notNull(),
    role: text('role').notNull(),
    clientId: text('client_id').notNull(),
    polite: boolean('polite').notNull(),
    muted: boolean('muted').notNull().default(false),
    cameraOff: boolean('camera_off').notNull().default(false),
    nodeId: text('node_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('signaling_participants_room_role_uq').on(table.roomId, table.role),
    index('signaling_participants_node_idx').on(table.nodeId),
  ],
);
