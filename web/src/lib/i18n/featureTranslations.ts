// A feature's own words live in assets/i18n/{lang}/{feature}.json and arrive with its route.
// Each file holds the feature's top-level key (`equipment.*`), merged into the one default
// namespace, so t('equipment.fields.name') reads the same wherever its text came from.
import i18next from 'i18next';

/** Features whose route has loaded: a language switch brings their files too. */
const features = new Set<string>();
const requests = new Map<string, Promise<void>>();

function language(): string {
  return i18next.resolvedLanguage ?? i18next.language;
}

function fetchBundle(lng: string, feature: string): Promise<void> {
  const id = `${lng}/${feature}`;
  const pending =
    requests.get(id) ??
    fetch(`${import.meta.env.BASE_URL}assets/i18n/${id}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`Translations ${id}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((bundle) => void i18next.addResourceBundle(lng, 'translation', bundle, true, true))
      .catch((error: unknown) => {
        // The page still works, in keys; the next visit tries again.
        requests.delete(id);
        console.error(error);
      });
  requests.set(id, pending);
  return pending;
}

/** Awaited by the feature's route before its page renders, so no raw key ever shows. */
export function loadFeatureTranslations(feature: string): Promise<void> {
  features.add(feature);
  return fetchBundle(language(), feature);
}

/** Every loaded feature's words in `lng`; changeLanguage awaits it before switching. */
export async function loadFeatureTranslationsIn(lng: string): Promise<void> {
  await Promise.all([...features].map((feature) => fetchBundle(lng, feature)));
}

// A switch made another way: fetch late; i18n.ts re-renders on 'added'.
i18next.on('languageChanged', (lng) => void loadFeatureTranslationsIn(lng));
