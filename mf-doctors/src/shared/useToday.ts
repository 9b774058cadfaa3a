import { todayInJakarta } from '@hospital/domain/dates';
import { useRenderTime } from '@hospital/remote-kit';

/** Today in Asia/Jakarta as of the render: the server's day while the browser hydrates its HTML. */
export function useToday(): string {
  return todayInJakarta(new Date(useRenderTime()));
}
