import type { DropdownProps } from 'antd';
import { Suspense, cloneElement, lazy, type MouseEvent, type ReactElement } from 'react';
import { useOpenOnDemand } from './useOpenOnDemand';

const Dropdown = lazy(() => import('antd/es/dropdown'));

interface LazyDropdownProps {
  menu: DropdownProps['menu'];
  disabled?: boolean;
  /** The trigger, usually an antd Button. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

/** A click dropdown whose menu code loads on the first click. */
export function LazyDropdown({ menu, disabled, children }: LazyDropdownProps) {
  const { used, open, setOpen, openFirstTime } = useOpenOnDemand();
  if (!used) return cloneElement(children, { onClick: disabled ? undefined : openFirstTime });
  return (
    <Suspense fallback={children}>
      <Dropdown trigger={['click']} open={open} onOpenChange={setOpen} menu={menu} disabled={disabled}>
        {children}
      </Dropdown>
    </Suspense>
  );
}
