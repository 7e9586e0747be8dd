import type { Lancamento } from '@consultorio/contracts/financeiro';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileInvoice, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { baixarRecibo } from '../api';
import type { useLancamentoActions } from './useLancamentoActions';

/** What a row's buttons do, shared by every row of the list. */
export type AcoesDaLista = ReturnType<typeof useLancamentoActions> & {
  podeAlterar: boolean;
  /** Where the edit page returns to. */
  voltar?: string;
};

/** "Marcar como pago", on a pending entry of a list that may be changed. */
export function MarcarPagoButton({ l, acoes }: { l: Lancamento; acoes: AcoesDaLista }) {
  if (l.status !== 'pendente' || !acoes.podeAlterar) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCheck size={15} stroke={2} />}
      onClick={() => acoes.marcarPago(l)}
      loading={acoes.marcando(l.id)}
      aria-label={`Marcar como pago: ${l.descricao}`}
    >
      Marcar como pago
    </Button>
  );
}

/** The row's icons: the receipt of a paid receita, then edit and delete when the list may be changed. */
export function LancamentoAcoes({ l, acoes }: { l: Lancamento; acoes: AcoesDaLista }) {
  const comRecibo = l.tipo === 'receita' && l.status === 'pago';
  if (!acoes.podeAlterar && !comRecibo) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {comRecibo && <ReciboButton l={l} />}
      {acoes.podeAlterar && (
        <>
          <Tooltip label="Editar">
            <ActionIcon
              component={Link}
              to={paths.financeiro.editar(l.id, { voltar: acoes.voltar })}
              variant="subtle"
              color="gray"
              aria-label={`Editar ${l.descricao}`}
            >
              <IconPencil size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Excluir">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Excluir ${l.descricao}`}
              onClick={() => acoes.confirmDelete(l)}
            >
              <IconTrash size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}

// A paid receita prints its receipt (docs/carne-leao.md "Receipts"), also where the list is read-only.
function ReciboButton({ l }: { l: Lancamento }) {
  return (
    <Tooltip label="Recibo">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Recibo de ${l.descricao}`}
        onClick={() =>
          baixarRecibo(l).catch((e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível gerar o recibo',
              message: errorMessage(e),
            }),
          )
        }
      >
        <IconFileInvoice size={17} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
