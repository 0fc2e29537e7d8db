-- Addresses stored before the services checked them (lib/input.ts, lib/links.ts): a picture
-- must be an http(s) address, an app path with exactly one leading slash, or (avatars and
-- notification images) an inline data:image; a link must be an app path when the router
-- follows it, otherwise an http(s) address. Anything else (javascript:, `/\evil.example`) is
-- dropped: the picture falls back to its default, the notification keeps its text, and a
-- shortcut that only held such a link is removed. Rerunning this file changes nothing more.
UPDATE equipment SET photo_url = NULL
WHERE photo_url IS NOT NULL
  AND NOT (photo_url ~* '^https?://[^\\[:space:]]+$' OR photo_url ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$');

UPDATE users SET avatar = NULL
WHERE avatar IS NOT NULL
  AND NOT (avatar ~* '^https?://[^\\[:space:]]+$' OR avatar ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'
    OR avatar ~ '^data:image/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$');

UPDATE feed_items SET image = NULL
WHERE image IS NOT NULL
  AND NOT (image ~* '^https?://[^\\[:space:]]+$' OR image ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'
    OR image ~ '^data:image/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$');

UPDATE feed_items SET link = NULL
WHERE link IS NOT NULL
  AND NOT CASE WHEN use_router THEN link ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'
               ELSE link ~* '^https?://[^\\[:space:]]+$' END;

DELETE FROM shortcuts
WHERE NOT CASE WHEN use_router THEN link ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'
               ELSE link ~* '^https?://[^\\[:space:]]+$' END;
