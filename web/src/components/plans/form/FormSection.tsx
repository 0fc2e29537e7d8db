import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled group of the plan form's inputs, with one line on what it is for. */
export function FormSection({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
        {title}
      </Typography.Title>
      {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
      {children}
    </section>
  );
}
