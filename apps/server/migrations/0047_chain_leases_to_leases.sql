-- The chains' watchers and senders hold their leases in `leases` (0046), by name
-- (`chain.<chain>` and `chain.<chain>.send`), like every other piece of work one node of a
-- cluster does at a time. A lease lives only while its owner renews it: nothing to copy over.
DROP TABLE chain_leases;
