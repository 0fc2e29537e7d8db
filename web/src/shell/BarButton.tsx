import { theme } from 'antd';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import './barButton.css';

interface BarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types that the bar uses: `text` (the default here) or `default` (outlined). */
  type?: 'text' | 'default';
  shape?: 'circle';
  icon?: ReactNode;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/**
 * A top-bar button that looks and behaves like antd's Button (text, default and circle
 * kinds, theme colours, focus ring) without loading it: antd's Button and its styles are
 * about 18 KB gzip that every signed-in page would otherwise load before its first paint.
 * Dropdown triggers may wrap it: the props and ref that antd adds are passed through.
 */
export function BarButton({
  type = 'text',
  shape,
  icon,
  block,
  className,
  style,
  children,
  ref,
  ...rest
}: BarButtonProps) {
  const { token } = theme.useToken();
  const variables = {
    '--bar-button-height': `${token.controlHeight}px`,
    '--bar-button-radius': `${token.borderRadius}px`,
    '--bar-button-font-size': `${token.fontSize}px`,
    '--bar-button-color': token.colorText,
    '--bar-button-focus': token.colorPrimaryBorder,
    '--bar-button-hover-bg': token.colorBgTextHover,
    '--bar-button-active-bg': token.colorBgTextActive,
    '--bar-button-border': token.colorBorder,
    '--bar-button-bg': token.colorBgContainer,
    '--bar-button-shadow': token.controlTmpOutline,
    '--bar-button-primary-hover': token.colorPrimaryHover,
    '--bar-button-primary-active': token.colorPrimaryActive,
    '--bar-button-disabled-color': token.colorTextDisabled,
    '--bar-button-disabled-bg': token.colorBgContainerDisabled,
  } as CSSProperties;
  const classes = [
    'bar-button',
    `bar-button--${type}`,
    shape === 'circle' && 'bar-button--circle',
    icon && !children && 'bar-button--icon-only',
    block && 'bar-button--block',
    className,
  ].filter(Boolean);
  return (
    <button ref={ref} type="button" className={classes.join(' ')} style={{ ...variables, ...style }} {...rest}>
      {icon && <span className="bar-button__icon">{icon}</span>}
      {children}
    </button>
  );
}
