import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartSummary_PartFragment } from '../../../__generated__/graphql';

/** Machines the part fits, each a link to its equipment page. */
export function CompatibleMachines({ machines }: { machines: PartSummary_PartFragment['compatibleEquipment'] }) {
  const { t } = useTranslation();
  return (
    <section data-testid="compatible-machines">
      <h2 style={{ fontSize: 16 }}>{t('inventory.fields.compatibleEquipment')}</h2>
      {machines.length === 0 ? (
        <span>{t('inventory.noMachines')}</span>
      ) : (
        <Flex wrap gap="small">
          {machines.map((machine) => (
            <Tag key={machine.id}>
              <Link to={`/equipment/${machine.id}`}>
                {machine.code} — {machine.name}
              </Link>
            </Tag>
          ))}
        </Flex>
      )}
    </section>
  );
}
