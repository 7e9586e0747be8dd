import type { EscrituracaoResponse } from '@consultorio/contracts/escrituracao';
import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconReceipt, IconReceiptTax } from '@tabler/icons-react';
import { FigureCard } from '../../../components/FigureCard';
import { formatMoney } from '../../../lib/format';

/** The files' totals, the receipts the import will issue and the entries left out. */
export function TotaisEscrituracao({ data }: { data: EscrituracaoResponse }) {
  const recibos = data.rendimentos.filter((l) => l.emite_recibo && l.situacao === 'a_escriturar').length;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <FigureCard
        icon={<IconCash size={22} stroke={1.7} />}
        label="Rendimentos"
        value={formatMoney(data.totais.rendimentos)}
      />
      <FigureCard
        icon={<IconReceiptTax size={22} stroke={1.7} />}
        label="Pagamentos dedutíveis"
        value={formatMoney(data.totais.pagamentos)}
      />
      <FigureCard
        icon={<IconReceipt size={22} stroke={1.7} />}
        label="Recibos a emitir"
        value={String(recibos)}
        hint="pelo Receita Saúde, ao importar"
      />
      <FigureCard
        icon={<IconAlertTriangle size={22} stroke={1.7} />}
        label="Pendências"
        value={String(data.pendencias.length)}
        hint="fora dos arquivos até corrigir"
      />
    </SimpleGrid>
  );
}
