-- Rate-limit counters need no durability: after a crash they start again from zero, which only
-- forgives a few attempts. Unlogged, a counted request writes no WAL and waits for no fsync, and
-- every server instance still shares the same counters.
ALTER TABLE "rate_limits" SET UNLOGGED;
