import type { Pendencia } from '@consultorio/contracts/escrituracao';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { contagem } from './periodo';

/**
 * Entries that belong in the books but cannot go in the files yet (docs/carne-leao.md §7.4: a payment from an
 * individual without the payer's CPF, a deductible despesa without a livro-caixa account), each with the reason and
 * a link to its edit page, which comes back here (`voltar`).
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
      <Text fz="sm" mb="xs">
        Corrija e volte aqui: eles entram no arquivo assim que estiverem completos.
      </Text>
      <List spacing="xs" fz="sm" aria-label="Pendências">
        {pendencias.map((p) => (
          <List.Item key={p.lancamento_id}>
            <Text fz="sm" fw={600} span>
              {p.descricao}
            </Text>{' '}
            ({formatDate(p.data_pagamento)}, {formatMoney(p.valor)}): {p.motivo}{' '}
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
    </Alert>
  );
}
