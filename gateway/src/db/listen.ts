// LISTEN on a PostgreSQL server: a dedicated connection (a pooled one would be handed to
// queries), re-opened after a loss. The listener hears when notifications stop and start,
// because anything it derived from them must be distrusted in between.
import pg from 'pg';

export interface ChannelListener {
  /** What to do with a payload NOTIFYed on each channel (channel names are plain identifiers). */
  channels: Record<string, (payload: string) => void>;
  onListening(listening: boolean): void;
}

const RETRY_MS = 1_000;

export async function listenOnServer(
  connectionString: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => listener.channels[message.channel]?.(message.payload ?? ''));
    client.on('error', () => {}); // 'end' follows, and is handled there
    client.on('end', () => {
      if (client !== current) return;
      current = undefined;
      listener.onListening(false);
      scheduleRetry();
    });
    try {
      await client.connect();
      for (const channel of Object.keys(listener.channels)) await client.query(`LISTEN ${channel}`);
    } catch {
      client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (stopped) return void (await client.end());
    current = client;
    listener.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    listener.onListening(false);
    await client?.end();
  };
}
