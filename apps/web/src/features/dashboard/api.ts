import type { Dashboard } from '@consultorio/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** `GET /dashboard`: the practice at a glance (docs/product.md §8.11). */
export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => api<Dashboard>('dashboard', { signal, silent: true }),
  });
