import type { Dashboard } from '@consultorio/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** `GET /dashboard`: the practice at a glance (DESIGN.md §6 "Other"). */
export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => api<Dashboard>('dashboard', { signal, silent: true }),
  });
