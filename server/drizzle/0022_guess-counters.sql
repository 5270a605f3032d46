-- Site passwords were kept as typed: each one becomes a hash, and the column (still named
-- `password`) never holds a password again. argon2 is not at hand in SQL: the migration writes a
-- salted SHA-256 (`sha256$<salt>$<hex>`), which the server checks as it is and replaces with an
-- argon2id hash at the first right guess (domain/site-password/hash-site-password.ts). The salt is
-- 32 random hex digits per row.
WITH salted AS (
  SELECT id, replace(gen_random_uuid()::text, '-', '') AS salt
  FROM event_settings
  WHERE password IS NOT NULL
)
UPDATE event_settings AS e
SET password = 'sha256$' || s.salt || '$' || encode(sha256(convert_to(s.salt || e.password, 'UTF8')), 'hex')
FROM salted AS s
WHERE e.id = s.id;
