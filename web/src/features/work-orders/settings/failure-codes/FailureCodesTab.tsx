import { Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/list-page/LoadError';
import type { FailureCodeKind } from '../../../../__generated__/graphql';
import { useFailureCodeLists } from '../api/useFailureCodeLists';
import { FailureCodeList } from './FailureCodeList';
import type { FailureCode } from './FailureCodeRow';

const KINDS: FailureCodeKind[] = ['PROBLEM', 'CAUSE', 'REMEDY'];

/** The codes of one list: those orders are offered first, each part by name in the reader's language. */
function listOf(codes: readonly FailureCode[], kind: FailureCodeKind, locale: string): FailureCode[] {
  return codes
    .filter((code) => code.kind === kind)
    .sort((a, b) => Number(b.active) - Number(a.active) || a.label.localeCompare(b.label, locale));
}

/** The farm's problem, cause and remedy lists side by side (stacked on a phone). */
export function FailureCodesTab({ farmId }: { farmId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useFailureCodeLists(farmId);
  if (!data && error)
    return (
      <LoadError
        title={t('workOrders.settings.codes.loadError')}
        onRetry={() => void refetch()}
        testId="settings-codes-error"
      />
    );
  if (!data) return <Skeleton active />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('workOrders.settings.codes.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {KINDS.map((kind) => (
          <Col key={kind} xs={24} lg={8}>
            <FailureCodeList farmId={farmId} kind={kind} codes={listOf(data.failureCodes, kind, i18n.language)} />
          </Col>
        ))}
      </Row>
    </>
  );
}
