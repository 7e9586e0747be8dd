import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** `GET /dashboard`: the practice at a glance (docs/product.md §8.11). */
export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => call('dashboard.get', { signal, silent: true }),
  });
