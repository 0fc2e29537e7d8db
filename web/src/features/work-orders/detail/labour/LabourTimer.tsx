import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartLabourTimer } from '../../api/useStartLabourTimer';
import { useStopLabourTimer } from '../../api/useStopLabourTimer';
import { useRunWrite } from '../useRunWrite';
import { RunningClock } from './RunningClock';

interface LabourTimerProps {
  workOrderId: string;
  /** The user's timer running on this order, if any. */
  running: { id: string; startedAt: string } | null;
}

/** Start and stop my own timer; a timer already running on another order is the server's refusal, naming it. */
export function LabourTimer({ workOrderId, running }: LabourTimerProps) {
  const { t } = useTranslation();
  const run = useRunWrite();
  const start = useStartLabourTimer();
  const stop = useStopLabourTimer();
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    await run(() => (running ? stop(running.id) : start(workOrderId, crypto.randomUUID())));
    setBusy(false);
  }

  return (
    <Flex gap={8} align="center" wrap>
      <Button
        type={running ? 'primary' : 'default'}
        danger={!!running}
        icon={running ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        loading={busy}
        onClick={() => void toggle()}
        data-testid={running ? 'wo-timer-stop' : 'wo-timer-start'}
      >
        {t(running ? 'workOrders.labour.stopTimer' : 'workOrders.labour.startTimer')}
      </Button>
      {running && <RunningClock since={running.startedAt} />}
    </Flex>
  );
}
