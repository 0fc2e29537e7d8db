import { ArrowLeftOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import './listPage.css';

/**
 * The one way from a record (or its not-found page) back to its list: an antd-coloured link,
 * never underlined, whose arrow follows the reading direction. Every back link is this one.
 */
export function BackLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  // The size too: inside a Result's actions the surrounding text is larger.
  const style = {
    '--fm-link': token.colorLink,
    '--fm-link-hover': token.colorLinkHover,
    fontSize: token.fontSize,
  } as CSSProperties;
  return (
    <Link to={to} data-testid={testId} data-back-link="" className="fm-back-link" style={style}>
      <ArrowLeftOutlined className="flip-rtl" />
      {children}
    </Link>
  );
}
