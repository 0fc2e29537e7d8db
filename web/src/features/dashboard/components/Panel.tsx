import { theme } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The dashboard's boxes look like antd's small Card but are plain markup on theme tokens:
 * Card brings Tabs, Dropdown and Menu along, which would weigh on the page's first load
 * (issue 11's budget) for a border and a title.
 */
export function boxStyle(token: Token): CSSProperties {
  return {
    boxSizing: 'border-box',
    height: '100%',
    // A grid cell may shrink below its content's width (a chart's canvas) rather than overflow.
    minWidth: 0,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
  };
}

interface PanelProps {
  title: string;
  testId?: string;
  children: ReactNode;
}

/** A titled box: a section named by its heading (the page's h1 is above). */
export function Panel({ title, testId, children }: PanelProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} style={boxStyle(token)}>
      <h2
        id={titleId}
        style={{
          margin: 0,
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          fontSize: token.fontSize,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeight,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h2>
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}

interface RowsProps<T> {
  items: readonly T[];
  rowKey: (item: T) => string;
  rowTestId?: (item: T) => string;
  /** Shown instead of the list when there is no row. */
  empty?: ReactNode;
  children: (item: T) => ReactNode;
}

/** Rows one under the other, split by a line, as antd's small List draws them (without its pager). */
export function Rows<T>({ items, rowKey, rowTestId, empty, children }: RowsProps<T>) {
  const { token } = theme.useToken();
  if (!items.length) return empty ?? null;
  const split = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={rowKey(item)}
          data-testid={rowTestId?.(item)}
          style={{ padding: `${token.paddingXS}px 0`, borderTop: index ? split : undefined }}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
