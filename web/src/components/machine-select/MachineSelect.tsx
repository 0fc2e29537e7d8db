import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMachineOptions } from './useMachineOptions';

interface Machine {
  id: string;
  code: string;
  name: string;
}

interface MachineSelectProps {
  farmId: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** Machines that may not be picked (e.g. the machine itself, its current implements). */
  exclude?: readonly string[];
  /** The current choice, shown even when it is not among the first matches. */
  current?: Machine | null;
  id?: string;
  testId?: string;
  placeholder?: string;
}

/**
 * Picks a machine of the farm; typing searches on the server (farms can have thousands).
 * Shared by every feature that names a machine (parents, implements, work orders).
 */
export function MachineSelect(props: MachineSelectProps) {
  const { farmId, value, onChange, exclude = [], current, id, testId } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The last pick stays a choice while a new search no longer matches it.
  const [picked, setPicked] = useState<Machine | null>(null);
  const remembered = [current, picked].filter((machine): machine is Machine => !!machine && machine.id === value);
  const { machines, loading } = useMachineOptions(
    farmId,
    useDebouncedValue(search),
    value ?? null,
    !!remembered.length,
  );
  const choices = [...remembered.slice(0, 1), ...machines.filter((machine) => machine.id !== remembered[0]?.id)];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => {
        setPicked(choices.find((machine) => machine.id === next) ?? null);
        onChange?.(next ?? null);
      }}
      placeholder={props.placeholder ?? t('machineSelect.placeholder')}
      notFoundContent={t('machineSelect.empty')}
      options={choices
        .filter((machine) => !exclude.includes(machine.id))
        .map((machine) => ({ value: machine.id, label: `${machine.code} — ${machine.name}` }))}
      data-testid={testId}
      style={{ minWidth: 240 }}
    />
  );
}
