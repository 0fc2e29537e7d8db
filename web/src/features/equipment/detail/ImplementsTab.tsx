import { App, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useUpdateEquipment } from '../api/useUpdateEquipment';
import { EnumTag } from '../components/EnumTag';
import { AttachImplement } from './AttachImplement';
import { ImplementsTab_equipment } from './implementsFragment';

interface ImplementsTabProps {
  equipment: FragmentType<typeof ImplementsTab_equipment>;
  canEdit: boolean;
}

/** Implements and components attached to the machine; attaching sets the other machine's parent. */
export function ImplementsTab(props: ImplementsTabProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const { message } = App.useApp();
  const machine = getFragmentData(ImplementsTab_equipment, props.equipment);
  const update = useUpdateEquipment();

  async function setParent(childId: string, parentId: string | null, doneKey: string) {
    try {
      await update(childId, { parentId }, doneKey);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  }

  return (
    <>
      {props.canEdit && (
        <AttachImplement
          farmId={machine.farmId}
          // The server refuses cycles too; leaving out self, parent and current children avoids the obvious ones.
          exclude={[
            machine.id,
            ...(machine.parent ? [machine.parent.id] : []),
            ...machine.children.map((child) => child.id),
          ]}
          onAttach={(childId) => setParent(childId, machine.id, 'equipment.implements.attached')}
        />
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={machine.children}
        locale={{ emptyText: t('equipment.implements.empty') }}
        data-testid="equipment-implements"
        columns={[
          {
            title: t('equipment.fields.code'),
            key: 'code',
            render: (_, child) => <Link to={`/equipment/${child.id}`}>{child.code}</Link>,
          },
          { title: t('equipment.fields.name'), dataIndex: 'name' },
          {
            title: t('equipment.fields.category'),
            key: 'category',
            render: (_, child) => t(`equipment.category.${child.category}`),
          },
          {
            title: t('equipment.fields.status'),
            key: 'status',
            render: (_, child) => <EnumTag kind="status" value={child.status} />,
          },
          ...(props.canEdit
            ? [
                {
                  key: 'detach',
                  render: (_: unknown, child: { id: string }) => (
                    <Button
                      size="small"
                      onClick={() => void setParent(child.id, null, 'equipment.implements.detached')}
                    >
                      {t('equipment.implements.detach')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
