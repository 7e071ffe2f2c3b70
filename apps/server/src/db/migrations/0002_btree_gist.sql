-- btree_gist lets one EXCLUDE constraint mix equality on the apartment with overlap of date ranges.
-- It lives in public on purpose: extensions are per database, and every schema reaches public.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
