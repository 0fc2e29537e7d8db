// The spec's icon sets (§7 api/ui/icons/{set}, §9 namespaces) and where each comes from: an
// Iconify JSON package (feather, heroicons, Google's Material Icons as Iconify's `ic`) and
// which of its icons make the set (heroicons' variants and ic's styles are name suffixes or
// prefixes there; the set lists the bare names, as the original's catalogue).

export interface IconSetSource {
  /** The registered namespace (`namespace:name` in the web), '' for the default set. */
  namespace: string;
  name: string;
  /** The CSS class the catalogue lays its grid out with. */
  grid: string;
  /** The Iconify package (`@iconify-json/<pkg>`). */
  pkg: 'feather' | 'heroicons' | 'ic';
  /** The bare icon name of an icon of the package, or null when it is not in this set. */
  pick: (iconifyName: string) => string | null;
}

const HEROICON_VARIANT = /-(16-solid|20-solid|solid)$/;

/** A package's icons whose name starts with `prefix-`, without it. */
const prefixed = (prefix: string) => (name: string) =>
  name.startsWith(`${prefix}-`) ? name.slice(prefix.length + 1) : null;
/** A package's icons whose name ends with `-suffix`, without it. */
const suffixed = (suffix: string) => (name: string) =>
  name.endsWith(`-${suffix}`) && !HEROICON_VARIANT.test(name.slice(0, -suffix.length - 1))
    ? name.slice(0, -suffix.length - 1)
    : null;

export const ICON_SETS: Readonly<Record<string, IconSetSource>> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', pkg: 'feather', pick: (name) => name },
  'heroicons-outline': {
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    pkg: 'heroicons',
    pick: (name) => (HEROICON_VARIANT.test(name) ? null : name),
  },
  'heroicons-solid': {
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    pkg: 'heroicons',
    pick: (name) => (/-(16|20)-solid$/.test(name) ? null : suffixed('solid')(name)),
  },
  'heroicons-mini': {
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    pkg: 'heroicons',
    pick: suffixed('20-solid'),
  },
  'material-solid': {
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    pkg: 'ic',
    pick: prefixed('baseline'),
  },
  'material-outline': {
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    pkg: 'ic',
    pick: prefixed('outline'),
  },
  'material-twotone': {
    namespace: '',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    pkg: 'ic',
    pick: prefixed('twotone'),
  },
};
