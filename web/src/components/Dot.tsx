import type { CSSProperties } from 'react';

interface DotProps {
  color: string;
  size?: number;
  style?: CSSProperties;
  testId?: string;
}

/** A small coloured dot (status, unread); lighter than antd Badge for the always-visible bar. */
export function Dot({ color, size = 8, style, testId }: DotProps) {
  return (
    <span
      aria-hidden
      data-testid={testId}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        flex: 'none',
        ...style,
      }}
    />
  );
}
