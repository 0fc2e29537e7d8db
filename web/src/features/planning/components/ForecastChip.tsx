import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Forecast } from '../model/entries';

/**
 * A plan's expected due point: dashed and outlined, apart from the orders (it is not one yet,
 * so it does not move); red when already overdue. It opens the plan's machine.
 */
export function ForecastChip({ forecast }: { forecast: Forecast }) {
  const { t, i18n } = useTranslation();
  const { equipment, meter } = forecast;
  const at =
    meter != null && equipment.meterUnit !== 'NONE'
      ? t(`planning.forecast.meter.${equipment.meterUnit}`, {
          value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(meter),
        })
      : null;
  return (
    <Tag
      variant="outlined"
      color={forecast.overdue ? 'error' : 'default'}
      title={t(forecast.overdue ? 'planning.forecast.overdue' : 'planning.forecast.title')}
      style={{ display: 'block', margin: 0, whiteSpace: 'normal', borderStyle: 'dashed', background: 'transparent' }}
      data-testid="planning-forecast"
    >
      <Link to={`/equipment/${equipment.id}`}>
        <ClockCircleOutlined /> <bdi>{equipment.code}</bdi> {forecast.plan.title}
        {at && (
          <>
            {' · '}
            <bdi>{at}</bdi>
          </>
        )}
      </Link>
    </Tag>
  );
}
