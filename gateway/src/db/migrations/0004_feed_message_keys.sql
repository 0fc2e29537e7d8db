-- Notifications the server writes (low stock, …) carry a translation key and its parameters,
-- so each reader sees them in their own language; title and description keep the English
-- text for clients that do not translate.
ALTER TABLE feed_items
  ADD COLUMN message_key text CHECK (message_key ~ '^[a-zA-Z][a-zA-Z0-9]{0,63}$'),
  ADD COLUMN message_params jsonb CHECK (message_params IS NULL OR jsonb_typeof(message_params) = 'object');
