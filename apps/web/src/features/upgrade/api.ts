import type { PlanoPago } from '@consultorio/contracts/pagamentos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { planStore } from '../../plano/store';

/**
 * PIX checkout calls (docs/product.md, plans). Keys: ['pagamentos', …]; /configuracoes lists the payments under
 * ['pagamentos', 'lista'], refreshed here when a payment is confirmed.
 */
export const pagamentoKeys = {
  all: ['pagamentos'] as const,
  status: (id: string) => ['pagamentos', 'status', id] as const,
  config: ['pagamentos', 'config'] as const,
};

/** How often the checkout asks whether the PIX arrived. */
export const POLL_MS = 3000;

/** POST user/upgrade-plan: a new charge, or the one still pending for that plan. */
export const useUpgradePlan = () =>
  useMutation({
    mutationFn: async (plano: PlanoPago) => (await call('pagamentos.upgrade', { body: { plano } })).pagamento,
  });

/**
 * The charge's status, polled every 3 s until paid (silently: no overlay). When it turns paid the plan is
 * fetched again, so the menu opens the new areas without a reload, and the payments list is refreshed.
 */
export function usePagamentoStatus(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: pagamentoKeys.status(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const pagamento = await call('pagamentos.status', { params: { id: id ?? '' }, signal, silent: true });
      if (pagamento.status === 'pago') await afterPaid(qc);
      return pagamento;
    },
    // Also after the code expires: a PIX paid late is still honoured, and the checkout should say so.
    refetchInterval: (query) => (query.state.data?.status === 'pago' ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
}

async function afterPaid(qc: ReturnType<typeof useQueryClient>) {
  await planStore.load().catch(() => undefined);
  await qc.invalidateQueries({ queryKey: ['pagamentos', 'lista'] });
}

/** POST user/pix-payment/{id}/simular-pagamento (only offered when the server runs the simulator). */
export function useSimularPagamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('pagamentos.simular', { params: { id } }),
    onSuccess: async (pagamento) => {
      // A poll sent before the payment would land after it with "pendente" and show the QR again for 3 s.
      await qc.cancelQueries({ queryKey: pagamentoKeys.status(pagamento.id) });
      qc.setQueryData(pagamentoKeys.status(pagamento.id), pagamento);
      await afterPaid(qc);
    },
  });
}

export const usePixConfig = () =>
  useQuery({
    queryKey: pagamentoKeys.config,
    queryFn: ({ signal }) => call('pagamentos.config', { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
