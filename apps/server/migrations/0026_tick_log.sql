-- The public tick log: settlements are checked against the ticks table, so a
-- recorded tick must never change, and must not disappear before the retention period. The
-- database refuses it, whatever code (or person) asks.

-- The retention the nodes run with (TICK_RETENTION_HOURS, written by the market module at
-- start). A DELETE of a tick younger than this is refused; the retention job only deletes
-- older ticks. One row.
CREATE TABLE tick_log_policy (
  id              boolean PRIMARY KEY DEFAULT true CHECK (id),
  retention_hours integer NOT NULL CHECK (retention_hours >= 1)
);
INSERT INTO tick_log_policy (id, retention_hours) VALUES (true, 48);

CREATE FUNCTION ticks_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_ms bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'ticks are never updated (instrument %, ts %)', OLD.instrument_id, OLD.ts
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'the tick log is never truncated' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  SELECT retention_hours::bigint * 3600000 INTO keep_ms FROM tick_log_policy;
  -- Wall time, as the retention job uses: the tick's own time is when the feed recorded it.
  IF OLD.ts >= (extract(epoch FROM clock_timestamp()) * 1000)::bigint - coalesce(keep_ms, 48 * 3600000) THEN
    RAISE EXCEPTION 'ticks younger than the retention period are never deleted (instrument %, ts %)',
      OLD.instrument_id, OLD.ts USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER ticks_immutable BEFORE UPDATE OR DELETE ON ticks
  FOR EACH ROW EXECUTE FUNCTION ticks_guard();
CREATE TRIGGER ticks_no_truncate BEFORE TRUNCATE ON ticks
  FOR EACH STATEMENT EXECUTE FUNCTION ticks_guard();

-- One canonical CSV per instrument and UTC day (`ts_ms,price`, LF, ordered by ts), with its
-- SHA-256 and row count, published so anyone can check a settlement after the ticks expire.
CREATE TABLE tick_exports (
  instrument_id smallint NOT NULL REFERENCES instruments(id),
  day           date NOT NULL,
  rows          integer NOT NULL CHECK (rows >= 0),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  body          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instrument_id, day)
);

CREATE FUNCTION tick_exports_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a published tick export is never changed (instrument %, day %)', OLD.instrument_id, OLD.day
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER tick_exports_immutable BEFORE UPDATE OR DELETE ON tick_exports
  FOR EACH ROW EXECUTE FUNCTION tick_exports_guard();
