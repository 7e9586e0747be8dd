import type { Pendencia } from '@consultorio/contracts/escrituracao';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { MostrarTodas, useLimite } from './partes';
import { contagem } from './periodo';

const LIMITE = 5;

/** The pendências by reason, in the order they first appear (each reason is said once). */
const porMotivo = (pendencias: Pendencia[]) => {
  const grupos = new Map<string, Pendencia[]>();
  for (const p of pendencias) grupos.set(p.motivo, [...(grupos.get(p.motivo) ?? []), p]);
  return [...grupos.entries()];
};

/** One reason and the entries it holds back, each with a link to its edit page. */
function GrupoDePendencias({
  motivo,
  itens,
  voltar,
}: {
  motivo: string;
  itens: Pendencia[];
  voltar: string;
}) {
  const lista = useLimite(itens, LIMITE);
  return (
    <div>
      <Text fz="sm" fw={600}>
        {motivo}
      </Text>
      <List spacing={4} fz="sm" mt={4} aria-label={motivo}>
        {lista.visiveis.map((p) => (
          <List.Item key={p.lancamento_id}>
            {p.descricao} ({formatDate(p.data_pagamento)}, {formatMoney(p.valor)}){' '}
            <Anchor
              component={Link}
              to={paths.financeiro.editar(p.lancamento_id, { voltar })}
              fz="sm"
              fw={600}
              underline="always"
              aria-label={`Corrigir ${p.descricao}`}
            >
              Corrigir
            </Anchor>
          </List.Item>
        ))}
      </List>
      <MostrarTodas
        total={itens.length}
        limite={LIMITE}
        nome="pendências"
        expandido={lista.expandido}
        alternar={lista.alternar}
      />
    </div>
  );
}

/**
 * Entries that belong in the books but cannot go in the files yet (docs/carne-leao.md §7.4: a payment from an
 * individual without the payer's CPF, a deductible despesa without a livro-caixa account), by reason, each with a
 * link to its edit page, which comes back here (`voltar`).
 */
export function PendenciasCard({ pendencias, voltar }: { pendencias: Pendencia[]; voltar: string }) {
  if (pendencias.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={`Pendências: ${contagem(pendencias.length, 'lançamento fica', 'lançamentos ficam')} fora dos arquivos`}
    >
      <Stack gap="sm" data-testid="pendencias">
        <Text fz="sm">Corrija e volte aqui: eles entram nos arquivos assim que estiverem completos.</Text>
        {porMotivo(pendencias).map(([motivo, itens]) => (
          <GrupoDePendencias key={motivo} motivo={motivo} itens={itens} voltar={voltar} />
        ))}
      </Stack>
    </Alert>
  );
}
