import type { Calculo, CarneLeaoCalculoInput } from '@consultorio/contracts/carne-leao';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';

/** Carnê-Leão data (docs/carne-leao.md). Every key starts with 'carne-leao'. */
export const carneLeaoKeys = {
  all: ['carne-leao'] as const,
  list: (ano: number) => ['carne-leao', 'list', ano] as const,
  detail: (id: string) => ['carne-leao', 'detail', id] as const,
};

export const useCalculos = (ano: number) =>
  useQuery({
    queryKey: carneLeaoKeys.list(ano),
    queryFn: ({ signal }) => call('carneLeao.list', { query: { ano }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export const useCalculo = (id: string) =>
  useQuery({
    queryKey: carneLeaoKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call('carneLeao.get', { params: { id }, signal, silent: true })).calculo,
  });

/** `POST /carne-leao/simular`: nothing saved. `silent` for the automatic run when the month changes. */
export const useSimular = () =>
  useMutation({
    mutationFn: async ({ body, silent }: { body: CarneLeaoCalculoInput; silent?: boolean }) =>
      (await call('carneLeao.simular', { body, silent })).calculo,
  });

export function useCalcular() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CarneLeaoCalculoInput) => (await call('carneLeao.calcular', { body })).calculo,
    onSuccess: (c: Calculo) => {
      void queryClient.invalidateQueries({ queryKey: carneLeaoKeys.all });
      if (c.id) queryClient.setQueryData(carneLeaoKeys.detail(c.id), c);
    },
  });
}

export function useBaixarPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Pick<Calculo, 'id' | 'mes' | 'ano'>) =>
      downloadFile(
        endpointUrl('carneLeao.downloadPdf', { id: c.id ?? '' }),
        `carne-leao-${c.ano}-${String(c.mes).padStart(2, '0')}.pdf`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carneLeaoKeys.all }),
  });
}

export function useExcluirCalculo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('carneLeao.delete', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: carneLeaoKeys.all }),
  });
}
