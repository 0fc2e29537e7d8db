import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../../lib/farm/farmStore';

/** The selected farm under the top bar: name, reference tag, and where it is. */
export function FarmBanner() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const farm = useActiveFarm();
  const place = farm && [farm.city?.name, farm.location].filter(Boolean).join(' — ');
  const tag = {
    paddingInline: 8,
    borderRadius: token.borderRadiusSM,
    border: `1px solid ${token.colorPrimaryBorder}`,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
    fontSize: token.fontSizeSM,
  };
  return (
    <div
      data-testid="farm-banner"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        paddingInline: 24,
        paddingBlock: 12,
        color: token.colorText,
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {farm ? (
        <>
          <strong data-testid="farm-name">{farm.name}</strong>
          <span style={tag} data-testid="farm-reference">
            {farm.reference}
          </span>
          {place && <span style={{ color: token.colorTextSecondary }}>{place}</span>}
        </>
      ) : (
        <span style={{ color: token.colorTextSecondary }}>{t('farm.noFarms')}</span>
      )}
    </div>
  );
}
