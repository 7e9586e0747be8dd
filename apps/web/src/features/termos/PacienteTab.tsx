import type { ModeloTermo, TermoResumo } from '@consultorio/contracts/termos';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconWritingSign } from '@tabler/icons-react';
import { useState } from 'react';
import { ehSecretaria } from '../../api/session';
import { AssinarComCertificadoDialog } from '../../components/assinatura/AssinarComCertificadoDialog';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { assinarTermoA1, useTermos } from './api';
import { EnviarTermoDialog } from './components/EnviarTermoDialog';
import { TermoLista } from './components/TermoLista';
import { useTermoAcoes } from './useTermoAcoes';

/**
 * Tab "Termos" of the patient file (/pacientes/ficha/{id}?aba=termos; docs/product.md §20): the contract, the
 * guardian's authorisation, the privacy notice and free terms sent to the patient, their status, the PDF with the
 * signature's record, and cancelling one still pending. A secretária sends them and sees their status.
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const query = useTermos(pacienteId);
  const acoes = useTermoAcoes(pacienteId);
  const [envio, setEnvio] = useState<ModeloTermo | null>(null);
  const [assinando, setAssinando] = useState<TermoResumo | null>(null);
  // An archived patient's terms are read and downloaded, never sent nor cancelled (docs/decisions/0078).
  const somenteLeitura = useSomenteLeitura();
  const termos = query.data?.termos;
  const falta = query.data?.autorizacao_responsavel === 'pendente';
  const botoes = somenteLeitura ? null : (
    <Group gap="sm">
      {falta && (
        <Button variant="light" onClick={() => setEnvio('autorizacao_responsavel')}>
          Enviar autorização do responsável
        </Button>
      )}
      <Button
        leftSection={<IconPlus size={17} stroke={1.8} />}
        onClick={() => setEnvio('contrato_terapeutico')}
      >
        Enviar termo
      </Button>
    </Group>
  );

  return (
    <>
      <QueryError title="Não foi possível carregar os termos" error={query.error} onRetry={query.refetch} />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando termos" blocks={[{ h: 36, w: 220 }, 160]} />
      )}
      {termos && termos.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconWritingSign size={28} stroke={1.6} />}
          title="Nenhum termo enviado"
          description="Contrato terapêutico, autorização do responsável e aviso de privacidade, assinados pelo paciente na área do paciente."
          actions={botoes}
        />
      )}
      {termos && termos.length > 0 && (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {termos.length === 1 ? '1 termo' : `${termos.length} termos, do mais recente ao mais antigo`}
            </Text>
            {botoes}
          </Group>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <TermoLista
              termos={termos}
              baixando={acoes.baixando}
              podeAssinarA1={!ehSecretaria()}
              podeCancelar={!somenteLeitura}
              onBaixar={acoes.baixarPdf}
              onAssinarA1={setAssinando}
              onCancelar={acoes.confirmarCancelamento}
            />
          </Card>
        </Stack>
      )}
      <EnviarTermoDialog
        pacienteId={pacienteId}
        aberto={envio !== null}
        modeloInicial={envio ?? 'contrato_terapeutico'}
        onClose={() => setEnvio(null)}
      />
      <AssinarComCertificadoDialog
        alvo={
          assinando && {
            descricao: `${assinando.titulo}: o PDF com o registro da assinatura do paciente é assinado com o seu certificado ICP-Brasil A1 e baixado em seguida.`,
            tituloSucesso: 'Termo assinado com certificado',
            enviar: (envio) => assinarTermoA1(pacienteId, assinando, envio),
          }
        }
        onClose={() => setAssinando(null)}
      />
    </>
  );
}

export default PacienteTab;
