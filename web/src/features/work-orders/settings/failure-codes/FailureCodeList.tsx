import { Card, Divider, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FailureCodeKind } from '../../../../__generated__/graphql';
import { AddFailureCode } from './AddFailureCode';
import { FailureCodeRow, type FailureCode } from './FailureCodeRow';

interface FailureCodeListProps {
  farmId: string;
  kind: FailureCodeKind;
  /** This list's codes, in the order to show them. */
  codes: FailureCode[];
}

/** One of the farm's lists (problems, causes or remedies): its codes, then a form to add one. */
export function FailureCodeList({ farmId, kind, codes }: FailureCodeListProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`workOrders.settings.codes.kinds.${kind}`)} data-testid={`settings-codes-${kind}`}>
      {codes.length ? (
        <Flex vertical>
          {codes.map((code) => (
            <FailureCodeRow key={code.id} code={code} farmId={farmId} />
          ))}
        </Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrders.settings.codes.empty')} />
      )}
      <Divider style={{ marginBlock: 12 }} />
      <AddFailureCode farmId={farmId} kind={kind} />
    </Card>
  );
}
