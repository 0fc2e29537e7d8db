import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePartOptions } from './usePartOptions';

interface Part {
  id: string;
  partNumber: string;
  name: string;
  available?: number;
}

interface PartSelectProps {
  farmId: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** Parts already listed (on the order, in the plan): a part is listed once. */
  exclude: readonly string[];
  /** The chosen part, named even when it is not among the first matches (a plan being edited). */
  current?: Part | null;
  id?: string;
  testId?: string;
}

/**
 * Picks a part of the farm; typing searches on the server, and each choice says what is
 * available. Shared by the orders' parts and the plans' parts templates.
 */
export function PartSelect(props: PartSelectProps) {
  const { farmId, value, onChange, exclude, current, id, testId = 'wo-part-select' } = props;
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  // The last pick stays a choice while a new search no longer matches it.
  const [picked, setPicked] = useState<Part | null>(null);
  const { parts, loading } = usePartOptions(farmId, useDebouncedValue(search));
  const number = new Intl.NumberFormat(i18n.language);
  const remembered = [picked, current].find(
    (part): part is Part => !!part && part.id === value && !parts.some((found) => found.id === part.id),
  );
  const choices = [...(remembered ? [remembered] : []), ...parts.filter((part) => !exclude.includes(part.id))];
  const label = (part: Part) =>
    part.available === undefined
      ? `${part.partNumber} — ${part.name}`
      : `${part.partNumber} — ${part.name} (${t('partSelect.availableCount', { quantity: number.format(part.available) })})`;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => {
        setPicked(choices.find((part) => part.id === next) ?? null);
        onChange?.(next ?? null);
      }}
      placeholder={t('partSelect.search')}
      notFoundContent={t('partSelect.noMatch')}
      options={choices.map((part) => ({ value: part.id, label: label(part) }))}
      data-testid={testId}
    />
  );
}
