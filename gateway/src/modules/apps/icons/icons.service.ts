// The icon catalogue (spec §7 api/ui/icons/{set}, contract §5): each set's namespace, name,
// grid and icon names, read from its Iconify JSON package the first time it is asked for and
// kept (the packages do not change while the gateway runs). Shared read-only reference data.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { parseInput } from '../../../lib/validation.js';
import { ICON_SETS, type IconSetSource } from './icons.sets.js';

export interface IconSetModel {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

/** The set's name as the path writes it (at most 64 characters). */
const SetName = z.string().min(1).max(64);

interface IconifyJson {
  icons: Record<string, { hidden?: boolean }>;
}

const require = createRequire(import.meta.url);
const packages = new Map<IconSetSource['pkg'], IconifyJson>();
const answers = new Map<string, IconSetModel>();

function iconifyPackage(pkg: IconSetSource['pkg']): IconifyJson {
  let json = packages.get(pkg);
  if (!json) {
    json = JSON.parse(readFileSync(require.resolve(`@iconify-json/${pkg}/icons.json`), 'utf8')) as IconifyJson;
    packages.set(pkg, json);
  }
  return json;
}

export class IconsAppService {
  /** The set's catalogue; null for a set the spec does not name. */
  iconSet(set: unknown): IconSetModel | null {
    const name = parseInput(SetName, set);
    const source = Object.hasOwn(ICON_SETS, name) ? ICON_SETS[name] : undefined;
    if (!source) return null;
    let answer = answers.get(name);
    if (!answer) {
      answer = { namespace: source.namespace, name: source.name, grid: source.grid, list: namesOf(source) };
      answers.set(name, answer);
    }
    return answer;
  }

  /** The sets the catalogue has, as the path names them. */
  setNames(): string[] {
    return Object.keys(ICON_SETS);
  }
}

/** The set's icon names, in the package's (alphabetical) order, deprecated (hidden) ones left out. */
function namesOf(source: IconSetSource): string[] {
  const names: string[] = [];
  for (const [iconifyName, icon] of Object.entries(iconifyPackage(source.pkg).icons)) {
    const name = icon.hidden ? null : source.pick(iconifyName);
    if (name) names.push(name);
  }
  return names;
}
