-- Issue 23: the ledger's append-only trigger stops UPDATE and DELETE row by row, but TRUNCATE fires
-- no row trigger. This statement trigger refuses TRUNCATE as well (TRUNCATE ... CASCADE from
-- purchases or users included). Only the table's owner can drop or disable it: run the app under
-- a role that does not own the ledger (README, "Deploy").
CREATE FUNCTION "ledger_entries_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: it cannot be truncated';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_no_truncate"();
