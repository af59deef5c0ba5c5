import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';

/** GET /healthz: how long this server process has been up, in seconds ('Matrix Uptime'). */
async function serverUptime(signal?: AbortSignal): Promise<number | null> {
  const answer = await apiGet<{ uptime?: unknown }>('/healthz', signal);
  return typeof answer?.uptime === 'number' && answer.uptime >= 0 ? answer.uptime : null;
}

export function useServerUptime() {
  return useQuery({
    queryKey: ['server', 'uptime'],
    queryFn: ({ signal }) => serverUptime(signal),
  });
}
