-- Custom migration (drizzle-kit generate --custom): extensions the generated schema relies on.
-- pg_trgm backs the GIN trigram indexes of the admin lists' contains searches (ILIKE '%q%').
-- It is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
