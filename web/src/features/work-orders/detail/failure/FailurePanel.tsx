import { App, Button, Col, Descriptions, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../../__generated__';
import type { FailureCodeKind, WorkOrderFailureInput } from '../../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useFailureCodes } from '../../api/useFailureCodes';
import { useRecordFailure } from '../../api/useRecordFailure';
import { FailurePanel_workOrder } from './failureFragment';

const SLOTS: { kind: FailureCodeKind; field: keyof WorkOrderFailureInput; name: 'problem' | 'cause' | 'remedy' }[] = [
  { kind: 'PROBLEM', field: 'problemCodeId', name: 'problem' },
  { kind: 'CAUSE', field: 'causeCodeId', name: 'cause' },
  { kind: 'REMEDY', field: 'remedyCodeId', name: 'remedy' },
];

interface FailurePanelProps {
  order: FragmentType<typeof FailurePanel_workOrder>;
  /** The order is open and the user works it: they choose the codes. */
  canWork: boolean;
}

/** A breakdown's failure codes (problem → cause → remedy), from the farm's lists, so reports can count them. */
export function FailurePanel({ order, canWork }: FailurePanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const data = getFragmentData(FailurePanel_workOrder, order);
  const codes = useFailureCodes(data.farmId, !canWork);
  const record = useRecordFailure();
  const [form] = Form.useForm<WorkOrderFailureInput>();
  const title = <Typography.Title level={5}>{t('workOrders.failure.title')}</Typography.Title>;

  if (!canWork)
    return (
      <section data-testid="wo-failure">
        {title}
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={SLOTS.map(({ name }) => ({
            key: name,
            label: t(`workOrders.fields.${name}`),
            children: data[name]?.label ?? '—',
          }))}
        />
      </section>
    );

  async function save(values: WorkOrderFailureInput) {
    // Every slot is sent: a cleared one is null, which clears it on the server.
    const input = Object.fromEntries(SLOTS.map(({ field }) => [field, values[field] ?? null]));
    try {
      await record(data.id, input);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  }

  return (
    <section data-testid="wo-failure">
      {title}
      <Form<WorkOrderFailureInput>
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(SLOTS.map(({ field, name }) => [field, data[name]?.id ?? null]))}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16} align="bottom">
          {SLOTS.map(({ kind, field, name }) => (
            <Col xs={24} sm={8} key={kind}>
              <Form.Item name={field} label={t(`workOrders.fields.${name}`)}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={codes.loading}
                  // A code retired since it was chosen is still shown by its label.
                  options={[
                    ...(data[name] && !codes.options(kind).some((option) => option.value === data[name]?.id)
                      ? [{ value: data[name].id, label: data[name].label }]
                      : []),
                    ...codes.options(kind),
                  ]}
                  data-testid={`wo-failure-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button htmlType="submit" data-testid="wo-failure-save">
          {t('workOrders.failure.save')}
        </Button>
      </Form>
    </section>
  );
}
