import { theme } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTotal } from '../../../lib/format/formatTotal';
import { boxStyle } from './Panel';

interface TileProps {
  title: string;
  /** A count (written like the list's total it equals) or a formatted amount. */
  value: number | string;
  /** The filtered list the number counts; none when no list can show it. */
  to?: string;
  testId: string;
  danger?: boolean;
  children?: ReactNode;
}

/**
 * One figure of the dashboard, drawn as antd's Statistic in a small Card (tokens, plain
 * markup: see Panel); its title and number link to the list it counts.
 */
export function Tile({ title, value, to, testId, danger, children }: TileProps) {
  const { token } = theme.useToken();
  const { i18n } = useTranslation();
  const titleId = useId();
  const figure = (
    <>
      <h2
        id={titleId}
        style={{
          margin: `0 0 ${token.marginXXS}px`,
          fontSize: token.fontSize,
          fontWeight: 'normal',
          lineHeight: token.lineHeight,
          color: token.colorTextDescription,
        }}
      >
        {title}
      </h2>
      <div
        data-testid={`${testId}-value`}
        style={{
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          color: danger && value ? token.colorError : token.colorTextHeading,
        }}
      >
        <bdi>{typeof value === 'number' ? formatTotal(value, true, i18n.language) : value}</bdi>
      </div>
    </>
  );
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      style={{
        ...boxStyle(token),
        display: 'flex',
        flexDirection: 'column',
        gap: token.marginXS,
        padding: token.paddingSM,
      }}
    >
      {to ? (
        <Link to={to} data-testid={`${testId}-link`} style={{ display: 'block' }}>
          {figure}
        </Link>
      ) : (
        <div>{figure}</div>
      )}
      {children}
    </section>
  );
}
