import { App } from 'antd';
import { useState } from 'react';
import type { RunPlanSchedulerMutation } from '../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../lib/apollo/serverError';
import { useRunPlanScheduler } from './api/useRunPlanScheduler';

export type SchedulerRun = RunPlanSchedulerMutation['runPlanScheduler'];

/** "Run scheduler now": runs it for the farm and keeps what it opened to show (SchedulerResult). */
export function useSchedulerRun(farmId: string) {
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const runScheduler = useRunPlanScheduler();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SchedulerRun | null>(null);
  async function run() {
    setRunning(true);
    try {
      setResult((await runScheduler(farmId)) ?? null);
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setRunning(false);
    }
  }
  return { run: () => void run(), running, result, clear: () => setResult(null) };
}
