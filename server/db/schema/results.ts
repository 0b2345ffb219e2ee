import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ocrResults } from './reports';

/**
 * Football results that arrived after the shipped files (server/data/football/results, the seed), one row per
 * match. A match is stored once: its date and both clubs' keys (team-names.ts) are unique, so sources that
 * report it again, or two processes storing it at once, add nothing.
 */
export const matchResults = pgTable(
  'match_results',
  {
    /** Increasing with every insert, so each process asks only for rows it has not learnt yet. */
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    /** "2025-26" */
    season: text('season').notNull(),
    /** The model's league name ("Premier League"). */
    league: text('league').notNull(),
    /** Names as the source spelt them, and their keys. */
    home: text('home').notNull(),
    away: text('away').notNull(),
    homeKey: text('home_key').notNull(),
    awayKey: text('away_key').notNull(),
    homeGoals: integer('home_goals').notNull(),
    awayGoals: integer('away_goals').notNull(),
    htHomeGoals: integer('ht_home_goals'),
    htAwayGoals: integer('ht_away_goals'),
    /** "football-data.org:PL", "the-odds-api:soccer_epl", "football-data.co.uk:mmz4281/2526/E0.csv" */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_results_match_idx').on(t.date, t.homeKey, t.awayKey),
    index('match_results_source_date_idx').on(t.source, t.date),
  ],
);

/**
 * Finished games of other sports (basketball, tennis) from the results sources, one row per game, to settle their
 * legs. They do not feed the football model. Basketball's quarter points are kept so quarter and half bets
 * settle, and overtime apart, so a bet settles only where the bookmaker's overtime rule cannot change it; a tennis
 * match keeps the games of each set.
 */
export const gameResults = pgTable(
  'game_results',
  {
    id: serial('id').primaryKey(),
    sport: text('sport').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    homeKey: text('home_key').notNull(),
    awayKey: text('away_key').notNull(),
    /** Basketball: points per quarter of regular time, and in overtime (all extra periods); tennis: games per set. */
    homePeriods: jsonb('home_periods').$type<number[]>().notNull(),
    awayPeriods: jsonb('away_periods').$type<number[]>().notNull(),
    homeOvertime: integer('home_overtime').notNull(),
    awayOvertime: integer('away_overtime').notNull(),
    /** "api-basketball:198/2026-2027" */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_results_game_idx').on(t.sport, t.date, t.homeKey, t.awayKey)],
);

/**
 * Football matches the sources schedule for the next two weeks, replaced on every update: a ticket's leg without
 * a printed date or competition is shown with its fixture's. A match is one row by its day and clubs' keys.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    id: serial('id').primaryKey(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** False when the source gives only the day (the kick-off is then that day's noon, UTC). */
    timeKnown: boolean('time_known').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    homeKey: text('home_key').notNull(),
    awayKey: text('away_key').notNull(),
    source: text('source').notNull(),
  },
  (t) => [uniqueIndex('fixtures_match_idx').on(t.kickoff, t.homeKey, t.awayKey)],
);

/** Each full refit of the rating model's parameters; the newest is the one every process walks its ratings with. */
export const ratingFits = pgTable('rating_fits', {
  id: uuid('id').primaryKey().defaultRandom(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
  /** The latest result the fit saw. */
  lastResultDate: date('last_result_date', { mode: 'string' }).notNull(),
  /** Matches scored and their mean ranked probability score (1X2). */
  matches: integer('matches').notNull(),
  rps: doublePrecision('rps').notNull(),
  seconds: real('seconds').notNull(),
  scoredFrom: date('scored_from', { mode: 'string' }).notNull(),
  params: jsonb('params').notNull(),
});

/**
 * One row per scheduled results update (`slot`: its UTC day). Whichever process inserts the row runs that
 * update, so many copies of the server fetch once a day between them.
 */
export const resultsRuns = pgTable('results_runs', {
  slot: text('slot').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  stored: integer('stored'),
  /** Sources that failed, with why. */
  failures: jsonb('failures'),
});

/**
 * Settled tickets already announced by e-mail (server/modules/results/settle-announcer.ts), one row per report:
 * the process that inserts the row sends the mail, so a ticket is announced once however many copies run.
 */
export const settleAnnouncements = pgTable('settle_announcements', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => ocrResults.id, { onDelete: 'cascade' }),
  /** won | lost */
  outcome: text('outcome').notNull(),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
});
