-- Every amount of a farm (unit costs, stock value, purchase costs) is in the farm's currency,
-- an ISO 4217 code an admin may change (Mutation.updateFarmCurrency).
--
-- A farm records no country, only a city name, and no country-to-currency table ships with
-- our dependencies (ICU, through Intl, lists currencies but not which country uses which).
-- So the backfill maps the cities of the farms we have, all in Morocco, to the dirham, and
-- gives any other farm the US dollar: a clear default for an admin to correct. New rows name
-- their currency (the seed does); USD is only the fallback for a row that does not.
ALTER TABLE farms ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$');

UPDATE farms SET currency = 'MAD'
WHERE lower(trim(city_name)) IN (
  'agadir', 'casablanca', 'fes', 'fès', 'ifrane', 'marrakech', 'meknes', 'meknès', 'oujda', 'rabat', 'tangier', 'tanger'
);
