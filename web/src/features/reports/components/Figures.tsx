import { theme } from 'antd';

export interface Figure {
  key: string;
  label: string;
  value: string;
}

/** A report's headline numbers (the farm's MTBF, compliance…), wrapping on a narrow screen. */
export function Figures({ items, testId }: { items: readonly Figure[]; testId: string }) {
  const { token } = theme.useToken();
  return (
    <dl
      className="fm-report-figures"
      style={{ display: 'flex', flexWrap: 'wrap', gap: `${token.marginSM}px ${token.marginXL}px`, margin: 0 }}
      data-testid={testId}
    >
      {items.map((item) => (
        <div key={item.key} data-testid={`${testId}-${item.key}`}>
          <dt style={{ color: token.colorTextSecondary }}>{item.label}</dt>
          <dd style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }}>
            <bdi>{item.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
