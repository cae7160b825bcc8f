-- Work that one node of a cluster does at a time, by name (`market.feed`: the node that walks
-- the simulated prices). A lease renewed by its owner; `generation` grows with every new term
-- (another node taking it, or the same node taking it again after losing it), and the owner's
-- writes check it in the same transaction (fencing), so an owner that was paused past its lease
-- and wakes up writes nothing. A released lease is expired, not deleted: the generation keeps
-- growing.
CREATE TABLE leases (
  name        text PRIMARY KEY,
  node        text NOT NULL,
  generation  bigint NOT NULL,
  expires_at  timestamptz NOT NULL
);
