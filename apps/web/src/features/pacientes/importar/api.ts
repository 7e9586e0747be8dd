import type { FormatoExportacao, ImportacaoResponse } from '@consultorio/contracts/importacoes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl, upload } from '../../../api/client';
import { planStore } from '../../../plano/store';
import { pacienteKeys } from '../api';

/*
 * Patients in and out by spreadsheet (docs/product.md §8.3.1): the preview of a file, a new matching, the
 * confirmation, the failed rows and the export.
 */

export const useEnviarPlanilha = () =>
  useMutation({
    mutationFn: async (arquivo: File) => {
      const form = new FormData();
      form.append('arquivo', arquivo, arquivo.name);
      const res = await upload<ImportacaoResponse>(endpointUrl('importacoes.pacientes'), form);
      return res.importacao;
    },
  });

export const useMapearColunas = (id: string) =>
  useMutation({
    mutationFn: async (mapeamento: Record<string, string | null>) =>
      (await call('importacoes.mapear', { params: { id }, body: { mapeamento } })).importacao,
  });

export function useConfirmarImportacao(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('importacoes.confirmar', { params: { id }, body: {} }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pacienteKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['auditoria'] });
      // The plan's patient count (top bar, the list's counter).
      void planStore.load().catch(() => undefined);
    },
  });
}

export const baixarLinhasComErro = (id: string) =>
  downloadFile(endpointUrl('importacoes.erros', { id }), 'linhas-com-erro.csv');

export const exportarPacientes = (formato: FormatoExportacao) =>
  downloadFile(endpointUrl('pacientes.exportar'), `pacientes.${formato}`, { query: { formato } });
